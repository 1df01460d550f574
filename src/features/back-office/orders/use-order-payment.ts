import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { recordPayment, setTrackingUrl } from '@/features/back-office/api/orders-api';
import { ApiError } from '@/lib/api-error';
import { getSupabase } from '@/lib/supabase';

function failureMessage(error: Error, fallback: string): string {
  return error instanceof ApiError && error.hint ? error.hint : fallback;
}

/** Records the bank transfer or the cash of an order, then refreshes the order and the dashboard. */
export function useRecordPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (receivedOn: string) =>
      recordPayment(await getSupabase(), orderId, receivedOn),
    onSuccess: () => notifications.show({ color: 'crust', message: 'Pagamento registrato.' }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: failureMessage(error, 'Non è stato possibile registrare il pagamento, riprova.'),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}

/** Saves the courier's tracking link on the order. */
export function useTrackingUrl(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trackingUrl: string | null) =>
      setTrackingUrl(await getSupabase(), orderId, trackingUrl),
    onSuccess: () =>
      notifications.show({ color: 'crust', message: 'Link di tracciamento salvato.' }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: failureMessage(error, 'Il link deve iniziare con https:// e non avere spazi.'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
