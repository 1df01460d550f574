import { DocumentDownloadButton } from '@/components/document-download-button';
import { fetchOrderDeliveryNote } from '@/domain/documents/delivery-notes';
import { fetchOrderProductSheets } from '@/domain/documents/product-sheets';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { orderQueryOptions } from '@/features/back-office/api/admin-queries';
import type { OrderDetail } from '@/features/back-office/api/orders-api';
import { QueryState } from '@/features/back-office/components/query-state';
import { CarrierNameForm } from '@/features/back-office/documents/carrier-name-form';
import { OrderDocumentsPanel } from '@/features/back-office/documents/order-documents-panel';
import { addressLines, invoiceLines } from '@/features/back-office/orders/address-lines';
import { isOrderStatus, orderStatusLabels } from '@/features/back-office/orders/order-status';
import { OrderStatusActions } from '@/features/back-office/orders/order-status-actions';
import { OrderStatusBadge } from '@/features/back-office/orders/order-status-badge';
import { PaymentPanel } from '@/features/back-office/orders/payment-panel';
import { TrackingLinkForm } from '@/features/back-office/orders/tracking-link-form';
import { formatDateTime, formatEuro, formatLongDate } from '@/lib/format';

function statusLabel(status: string | null): string {
  return status && isOrderStatus(status) ? orderStatusLabels[status] : 'Creato';
}

/** One order: lines, amounts, delivery, invoice data, timeline and the status actions. */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const order = useQuery(orderQueryOptions(orderId));
  return (
    <QueryState query={order} what="l’ordine">
      {(data) => <OrderDetailBody order={data} />}
    </QueryState>
  );
}

function OrderDetailBody({ order }: { order: OrderDetail }) {
  const invoice = invoiceLines(order.invoice_data);
  return (
    <PageFrame title={`Ordine ${order.order_number}`}>
      <Group gap="sm" mt="xs">
        <OrderStatusBadge status={order.status} />
        <Text c="dimmed">Ricevuto il {formatDateTime(order.created_at)}</Text>
      </Group>

      <Paper
        component="section"
        withBorder
        radius="md"
        p="md"
        mt="lg"
        aria-labelledby="order-status-title"
      >
        <Title order={2} size="h4" mb="sm" id="order-status-title">
          Stato dell’ordine
        </Title>
        {isOrderStatus(order.status) && (
          <OrderStatusActions orderId={order.id} status={order.status} />
        )}
        {order.status !== 'cancelled' && (
          <TrackingLinkForm orderId={order.id} trackingUrl={order.tracking_url} />
        )}
        {['received', 'in_preparation'].includes(order.status) && (
          <CarrierNameForm orderId={order.id} carrierName={order.carrier_name} />
        )}
        {order.status !== 'cancelled' && (
          <Group mt="md">
            <DocumentDownloadButton load={() => fetchOrderDeliveryNote(order.id)}>
              Documento di trasporto (DDT)
            </DocumentDownloadButton>
            <DocumentDownloadButton load={() => fetchOrderProductSheets(order.id)}>
              Schede allergeni
            </DocumentDownloadButton>
          </Group>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 3 }} mt="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Cliente
          </Title>
          <Text fw={600}>{order.customer_name ?? '—'}</Text>
          {order.customer_email && (
            <Anchor
              href={`mailto:${order.customer_email}`}
              display="block"
              style={{ overflowWrap: 'anywhere' }}
            >
              {order.customer_email}
            </Anchor>
          )}
          {order.user_id && (
            <Text size="sm" mt="xs">
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/admin/customers/$customerId"
                    params={{ customerId: order.user_id ?? '' }}
                  />
                )}
              >
                Scheda cliente
              </Anchor>
            </Text>
          )}
          {invoice.length > 0 && (
            <Stack gap={0} mt="sm">
              <Text size="sm" fw={600}>
                Fattura elettronica
              </Text>
              {invoice.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Consegna
          </Title>
          <Text fw={600}>{formatLongDate(order.delivery_date)}</Text>
          {addressLines(order.delivery_address).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          {order.notes && (
            <Text size="sm" mt="xs">
              Note dell’ordine: {order.notes}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <PaymentPanel order={order} />
        </Paper>
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" mt="lg">
        <Title order={2} size="h4" mb="xs">
          Prodotti
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prodotto</Table.Th>
                <Table.Th ta="right">Confezioni</Table.Th>
                <Table.Th ta="right">Prezzo</Table.Th>
                <Table.Th ta="right">Totale</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.order_items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {item.product_name}
                    {item.bundle_label && (
                      <Text size="xs" c="dimmed">
                        {item.bundle_label}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{formatEuro(item.unit_price)}</Table.Td>
                  <Table.Td ta="right">{formatEuro(item.line_total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <AmountRow label="Subtotale" amount={order.subtotal} />
              {order.discount > 0 && <AmountRow label="Sconto" amount={-order.discount} />}
              <AmountRow label="Spedizione" amount={order.shipping} />
              <AmountRow label="Totale" amount={order.total} strong />
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <OrderDocumentsPanel order={order} />

      <Paper withBorder radius="md" p="md" mt="lg">
        <Title order={2} size="h4" mb="xs">
          Cronologia
        </Title>
        <Stack component="ol" gap={4} pl="md" m={0}>
          {order.order_status_history.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">
                {formatDateTime(entry.changed_at)} — {statusLabel(entry.to_status)}
              </Text>
            </li>
          ))}
        </Stack>
      </Paper>
    </PageFrame>
  );
}

function AmountRow({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={3} ta="right" fw={strong ? 800 : 500}>
        {label}
      </Table.Td>
      <Table.Td ta="right" fw={strong ? 800 : 500}>
        {formatEuro(amount)}
      </Table.Td>
    </Table.Tr>
  );
}
