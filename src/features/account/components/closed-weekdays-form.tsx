import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { setClosedWeekdays } from '@/features/account/api/business-api';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { userDataKeys } from '@/domain/auth/user-data';
import { deliveryWeekdays } from '@/domain/customer/business-vocabulary';
import { getSupabase } from '@/lib/supabase';

/**
 * The weekdays the business cannot receive deliveries: the checkout and the standing order
 * never offer them (decision 015).
 */
export function ClosedWeekdaysForm({ userId, closed }: { userId: string; closed: number[] }) {
  const [chosen, setChosen] = useState(closed.map(String));
  const save = useToastedAction({
    failure: 'Non è stato possibile salvare i giorni di chiusura. Riprova.',
    invalidate: [userDataKeys.of(userId)],
  });
  return (
    <Stack gap="xs">
      <Checkbox.Group
        value={chosen}
        onChange={setChosen}
        label="Giorni in cui il locale non riceve consegne"
        description="Non li proponiamo al checkout e l’ordine fisso li salta."
      >
        <Group mt="xs" gap="md">
          {deliveryWeekdays.map((day) => (
            <Checkbox key={day.weekday} value={String(day.weekday)} label={day.name} />
          ))}
        </Group>
      </Checkbox.Group>
      {chosen.length > 5 && (
        <Text size="sm" c="red.8" role="alert">
          Almeno un giorno deve restare aperto alle consegne.
        </Text>
      )}
      <Group>
        <LoadingButton
          variant="light"
          loading={save.isPending}
          disabled={chosen.length > 5}
          onClick={() =>
            save.mutate({
              run: async () => setClosedWeekdays(await getSupabase(), chosen.map(Number)),
              done: 'Giorni di chiusura salvati',
            })
          }
        >
          Salva i giorni di chiusura
        </LoadingButton>
      </Group>
    </Stack>
  );
}
