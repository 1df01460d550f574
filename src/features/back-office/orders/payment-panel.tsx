import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderDetail } from '@/features/back-office/api/orders-api';
import { fetchPersonName } from '@/features/back-office/api/orders-api';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { paymentMethodLabels } from '@/features/back-office/orders/order-status';
import { paymentRecordAction } from '@/features/back-office/orders/payment-record';
import { useRecordPayment } from '@/features/back-office/orders/use-order-payment';
import { formatDate, formatDateTime } from '@/lib/format';
import { cacheGroups } from '@/lib/query-cache-groups';
import { paymentStateLabel } from '@/domain/orders/payment-state';
import { getSupabase } from '@/lib/supabase';

function todayInRome(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

function RecordedBy({ userId }: { userId: string }) {
  const name = useQuery({
    ...cacheGroups.admin,
    queryKey: [...adminKeys.all, 'person', userId],
    queryFn: async () => fetchPersonName(await getSupabase(), userId),
  });
  return <>{name.data ?? 'un amministratore'}</>;
}

/** The order's payment: how it reads, who recorded the money, and the button to record it. */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  const [receivedOn, setReceivedOn] = useState(todayInRome);
  const record = useRecordPayment(order.id);
  const action = paymentRecordAction(order);
  return (
    <Stack gap={4}>
      <Title order={2} size="h4" mb="xs">
        Pagamento
      </Title>
      <Text>{paymentMethodLabels[order.payment_method] ?? order.payment_method}</Text>
      <Text size="sm" data-testid="admin-payment-state">
        Stato: {paymentStateLabel(order)}
      </Text>
      {order.payment_received_on && order.payment_recorded_by && (
        <Text size="sm">
          Ricevuto il {formatDate(order.payment_received_on)}, registrato da{' '}
          <RecordedBy userId={order.payment_recorded_by} />
        </Text>
      )}
      {order.paid_at && !order.payment_received_on && (
        <Text size="sm">Pagato il {formatDateTime(order.paid_at)}</Text>
      )}
      {order.refunded_at && (
        <Text size="sm">Rimborsato il {formatDateTime(order.refunded_at)}</Text>
      )}
      {action && (
        <Group align="flex-end" gap="sm" mt="xs">
          <TextInput
            type="date"
            label="Data di ricezione"
            value={receivedOn}
            max={todayInRome()}
            onChange={(event) => setReceivedOn(event.currentTarget.value)}
            w={170}
          />
          <Button
            loading={record.isPending}
            disabled={!receivedOn}
            onClick={() => record.mutate(receivedOn)}
          >
            {action}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
