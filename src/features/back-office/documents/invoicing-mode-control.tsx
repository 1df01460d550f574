import { Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { type InvoicingMode, setInvoicingMode } from '@/features/back-office/api/documents-api';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { getSupabase } from '@/lib/supabase';

const modes: { value: InvoicingMode; label: string; description: string }[] = [
  {
    value: 'immediate',
    label: 'Fattura immediata per ogni ordine',
    description: 'Una fattura (TD01) alla partenza della merce, o al pagamento con carta.',
  },
  {
    value: 'monthly',
    label: 'Fattura differita mensile',
    description:
      'Una fattura (TD24) per mese con tutti i DDT del mese, emessa in automatico entro il 15 del mese dopo. Gli ordini pagati con carta hanno comunque la loro fattura.',
  },
];

/** How a business is invoiced (decision 018): one invoice per order or one per month. */
export function InvoicingModeControl({
  customerId,
  mode,
}: {
  customerId: string;
  mode: InvoicingMode;
}) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (next: InvoicingMode) =>
      setInvoicingMode(await getSupabase(), customerId, next),
    onSuccess: (_, next) =>
      toastSuccess(
        next === 'monthly' ? 'Fatturazione differita mensile' : 'Fatturazione immediata',
      ),
    onError: (error) =>
      toastError(
        error instanceof ApiError && error.hint ? error.hint : 'Scelta non salvata, riprova.',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.customers() }),
  });
  return (
    <Radio.Group
      value={save.isPending && save.variables ? save.variables : mode}
      onChange={(value) => save.mutate(value as InvoicingMode)}
      label="Fatturazione"
    >
      <Stack gap="xs" mt="xs">
        {modes.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            disabled={save.isPending}
            label={option.label}
            description={
              <Text size="xs" c="dimmed" component="span">
                {option.description}
              </Text>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
