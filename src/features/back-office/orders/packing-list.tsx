import { Group, Table, Text, Title } from '@mantine/core';
import type { PackingOrder } from '@/features/back-office/api/admin-schemas';
import { addressLines } from '@/features/back-office/orders/address-lines';
import classes from '@/features/back-office/orders/production-plan.module.css';
import { paymentMethodLabels } from '@/features/back-office/orders/order-status';
import { OrderStatusBadge } from '@/features/back-office/orders/order-status-badge';
import { formatEuro, formatLongDate } from '@/lib/format';

/** One order's packing slip: who, where, what to put in the box (with tick boxes), payment. */
export function PackingSlip({ order, day }: { order: PackingOrder; day: string }) {
  const packs = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const cashToCollect = order.payment_method === 'cash_on_delivery';
  return (
    <section className={classes.packingOrder} aria-label={`Ordine ${order.order_number}`}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h4">
            Ordine {order.order_number}
          </Title>
          <Text size="sm">Consegna {formatLongDate(day)}</Text>
        </div>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text mt="xs" fw={600}>
        {order.company_name ?? order.customer_name ?? order.customer_email ?? 'Cliente'}
      </Text>
      {addressLines(order.delivery_address).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {order.notes && (
        <Text size="sm" mt={4}>
          Note dell’ordine: {order.notes}
        </Text>
      )}
      <Table mt="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Prodotto</Table.Th>
            <Table.Th ta="right">Confezioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.map((item, index) => (
            <Table.Tr key={`${item.product_name}-${index}`}>
              <Table.Td>
                <span className={classes.checkbox} aria-hidden />
                {item.product_name}
                {item.bundle_label && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {item.bundle_label}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Totale confezioni</Table.Th>
            <Table.Th ta="right">{packs}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="sm" mt="xs">
        Pagamento: {paymentMethodLabels[order.payment_method] ?? order.payment_method}
        {cashToCollect && ` — da incassare alla consegna ${formatEuro(order.total)}`}
      </Text>
    </section>
  );
}
