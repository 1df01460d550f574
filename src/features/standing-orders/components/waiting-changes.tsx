import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatLongDate } from '@/lib/format';
import { removeStandingChange } from '@/offline/outbox/standing-outbox';
import type { StandingChange, StandingOutboxEntry } from '@/offline/outbox/standing-outbox-types';

function describe(change: StandingChange): string {
  switch (change.kind) {
    case 'skip':
      return change.skipped
        ? `Salta la consegna di ${formatLongDate(change.deliveryDate)}`
        : `Ripristina la consegna di ${formatLongDate(change.deliveryDate)}`;
    case 'change':
      return change.lines
        ? `Nuove quantità per ${formatLongDate(change.deliveryDate)}`
        : `Quantità abituali per ${formatLongDate(change.deliveryDate)}`;
    case 'status':
      return change.status === 'paused'
        ? 'Metti in pausa l’ordine fisso'
        : change.status === 'active'
          ? 'Riprendi l’ordine fisso'
          : 'Termina l’ordine fisso';
  }
}

/** Changes made offline, waiting in the outbox; a refused one shows why and can be removed. */
export function WaitingChanges({ entries }: { entries: StandingOutboxEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Alert
      mt="md"
      color="yellow"
      title="Modifiche in attesa di connessione"
      data-testid="standing-waiting-changes"
    >
      <Stack gap="xs">
        {entries.map((entry) => (
          <Group key={entry.id} justify="space-between" wrap="wrap">
            <div>
              <Text size="sm">{describe(entry.change)}</Text>
              {entry.status === 'failed' && (
                <Text size="sm" c="red.8">
                  Non accettata: {entry.problem}
                </Text>
              )}
            </div>
            {entry.status === 'failed' && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() => void removeStandingChange(entry.id)}
              >
                Elimina
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
