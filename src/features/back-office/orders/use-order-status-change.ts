import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { notifyCustomerOfStatus, setOrderStatus } from '@/features/back-office/api/orders-api';
import { type OrderStatus, orderStatusLabels } from '@/features/back-office/orders/order-status';
import { ApiError } from '@/lib/api-error';
import { getSupabase } from '@/lib/supabase';

type TargetStatus = Exclude<OrderStatus, 'received'>;

/**
 * Moves an order to a new status, then asks for the customer's e-mail. The status change is
 * what matters: when only the e-mail fails the admin is told and can send it again.
 */
export function useOrderStatusChange(orderId: string) {
  const queryClient = useQueryClient();

  const notify = useMutation({
    mutationFn: async (status: TargetStatus) =>
      notifyCustomerOfStatus(await getSupabase(), orderId, status),
    onSuccess: () =>
      notifications.show({ color: 'crust', message: 'Il cliente è stato avvisato via e-mail.' }),
    onError: () =>
      notifications.show({
        color: 'red',
        message: 'Non è stato possibile inviare l’e-mail al cliente. Puoi riprovare dall’ordine.',
      }),
  });

  const change = useMutation({
    mutationFn: async (status: TargetStatus) =>
      setOrderStatus(await getSupabase(), orderId, status),
    onSuccess: (_, status) => {
      notifications.show({
        color: 'crust',
        message: `Stato aggiornato: ${orderStatusLabels[status].toLowerCase()}.`,
      });
      notify.mutate(status);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError && error.hint
            ? error.hint
            : 'Non è stato possibile cambiare lo stato, riprova.',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });

  return { change, notify };
}
