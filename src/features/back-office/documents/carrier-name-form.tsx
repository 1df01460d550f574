import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { setCarrierName } from '@/features/back-office/api/orders-api';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { getSupabase } from '@/lib/supabase';

/**
 * The courier that carries the goods, before they leave: the delivery note issued when the
 * order ships names it as the carrier ("a cura del vettore"); empty, the bakery delivers.
 */
export function CarrierNameForm({
  orderId,
  carrierName,
}: {
  orderId: string;
  carrierName: string | null;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(carrierName ?? '');
  const trimmed = value.trim();
  const valid = trimmed === '' || (trimmed.length >= 2 && trimmed.length <= 100);
  const save = useMutation({
    mutationFn: async () => setCarrierName(await getSupabase(), orderId, trimmed || null),
    onSuccess: () =>
      toastSuccess(trimmed ? `Corriere salvato: ${trimmed}` : 'Consegna a cura della Bottega'),
    onError: (error) =>
      toastError(
        error instanceof ApiError && error.hint ? error.hint : 'Corriere non salvato, riprova.',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate();
      }}
    >
      <Group align="flex-end" gap="sm" mt="md">
        <TextInput
          label="Corriere"
          description="Se la merce la porta un corriere: va sul DDT, che si emette alla spedizione."
          placeholder="Lasciare vuoto se consegna la Bottega"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={valid ? undefined : 'Da 2 a 100 caratteri.'}
          maxLength={100}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button type="submit" variant="outline" loading={save.isPending} disabled={!valid}>
          Salva corriere
        </Button>
      </Group>
    </form>
  );
}
