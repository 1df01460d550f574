import { Anchor, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AdminOrderLink } from '@/features/back-office/orders/admin-order-link';
import type { FormEvent } from 'react';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { PageFrame } from '@/components/page-frame';
import cells from '@/components/table-cells.module.css';
import table from '@/features/back-office/components/admin-table.module.css';
import { orderListQueryOptions } from '@/features/back-office/api/admin-queries';
import type { OrderPage } from '@/features/back-office/api/orders-api';
import { PageStepper } from '@/features/back-office/components/page-stepper';
import { QueryState } from '@/features/back-office/components/query-state';
import { searchText } from '@/features/back-office/components/search-text';
import type { OrderListFilters } from '@/features/back-office/orders/order-list-filters';
import {
  orderStatuses,
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
} from '@/features/back-office/orders/order-status';
import { OrderStatusBadge } from '@/features/back-office/orders/order-status-badge';
import { formatCompactDate, formatCompactDateTime, formatEuro } from '@/lib/format';
import { InvoicesExport } from '@/features/back-office/orders/invoices-export';
import { OrdersExport } from '@/features/back-office/orders/orders-export';
import { paymentStateLabel } from '@/domain/orders/payment-state';

export interface OrdersPageProps {
  filters: OrderListFilters;
  onFiltersChange: (filters: OrderListFilters) => void;
}

const statusOptions = [
  { value: '', label: 'Tutti gli stati' },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
];
const paymentOptions = [
  { value: '', label: 'Tutti i pagamenti' },
  ...Object.entries(paymentStatusLabels).map(([value, label]) => ({ value, label })),
];

/** "3 ordini" when the whole list fits this page, else which orders of the list these are. */
function ordersShown({ rows, offset, hasNext }: OrderPage): string {
  if (offset === 0 && !hasNext) return rows.length === 1 ? '1 ordine' : `${rows.length} ordini`;
  return `Ordini ${offset + 1}–${offset + rows.length}`;
}

/**
 * Every order, newest first, a page at a time: filters and search live in the URL so a view
 * can be shared.
 */
export function OrdersPage({ filters, onFiltersChange }: OrdersPageProps) {
  const orders = useQuery({ ...orderListQueryOptions(filters), placeholderData: keepPreviousData });

  const change = (next: Partial<OrderListFilters>) =>
    onFiltersChange({ ...filters, ...next, page: undefined });
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: searchText(event) });
  };

  return (
    <PageFrame
      title="Gestione ordini"
      lead="Segui gli ordini ricevuti e aggiorna lo stato di preparazione e di spedizione."
    >
      <Group mt="lg" align="flex-end" gap="sm">
        <form onSubmit={submitSearch} role="search" style={{ display: 'contents' }}>
          <TextInput
            label="Cerca"
            placeholder="Numero, cliente o e-mail"
            name="q"
            // Remounted when the URL's search changes (back/forward), so it shows that text.
            key={filters.q ?? ''}
            defaultValue={filters.q ?? ''}
            w={260}
          />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
            Cerca
          </Button>
        </form>
        <NativeSelect
          label="Stato"
          data={statusOptions}
          value={filters.status ?? ''}
          onChange={(event) =>
            change({
              status: (event.currentTarget.value || undefined) as OrderListFilters['status'],
            })
          }
        />
        <NativeSelect
          label="Pagamento"
          data={paymentOptions}
          value={filters.payment ?? ''}
          onChange={(event) =>
            change({
              payment: (event.currentTarget.value || undefined) as OrderListFilters['payment'],
            })
          }
        />
        <TextInput
          label="Giorno di consegna"
          type="date"
          value={filters.delivery ?? ''}
          onChange={(event) => change({ delivery: event.currentTarget.value || undefined })}
        />
        <Button
          renderRoot={(props) => <Link {...props} to="/admin/orders/production" />}
          variant="outline"
        >
          Piano di produzione
        </Button>
      </Group>

      {filters.customer && (
        <Text mt="md" size="sm">
          Solo gli ordini di un cliente.{' '}
          <Anchor component="button" type="button" onClick={() => change({ customer: undefined })}>
            Mostra gli ordini di tutti
          </Anchor>
        </Text>
      )}

      <QueryState query={orders} what="gli ordini">
        {(ordersPage) => (
          <>
            <Text mt="lg" size="sm" c="dimmed" aria-live="polite">
              {ordersShown(ordersPage)}
            </Text>
            {ordersPage.rows.length === 0 ? (
              <Text mt="sm">
                {ordersPage.offset === 0
                  ? 'Nessun ordine corrisponde ai filtri.'
                  : 'Nessun ordine in questa pagina.'}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={720} mt="xs">
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Ordine</Table.Th>
                      {/* When it was placed: the delivery day is what the bakery plans by. */}
                      <Table.Th className={table.wideOnly}>Data</Table.Th>
                      <Table.Th>Consegna</Table.Th>
                      <Table.Th>Cliente</Table.Th>
                      <Table.Th>Stato</Table.Th>
                      <Table.Th>Pagamento</Table.Th>
                      <Table.Th ta="right">Totale</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {ordersPage.rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <AdminOrderLink orderId={row.id} orderNumber={row.order_number} />
                        </Table.Td>
                        <Table.Td className={`${table.wideOnly} ${cells.whole}`}>
                          {formatCompactDateTime(row.created_at)}
                        </Table.Td>
                        <Table.Td className={cells.whole}>
                          {formatCompactDate(row.delivery_date)}
                        </Table.Td>
                        <Table.Td>
                          <div>{row.customer_name ?? '—'}</div>
                          <Text size="xs" c="dimmed">
                            {row.company_name ?? row.customer_email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <OrderStatusBadge status={row.status} />
                        </Table.Td>
                        <Table.Td>
                          {paymentMethodLabels[row.payment_method] ?? row.payment_method}
                          <Text size="xs" c="dimmed">
                            {paymentStateLabel(row)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" className={cells.whole}>
                          {formatEuro(row.total)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <PageStepper
              page={filters.page ?? 1}
              hasNext={ordersPage.hasNext}
              onChange={(page) => onFiltersChange({ ...filters, page })}
            />
          </>
        )}
      </QueryState>
      <OrdersExport />
      <InvoicesExport />
    </PageFrame>
  );
}
