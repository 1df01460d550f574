import { Anchor, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { adminArea } from '@/features/back-office/admin-areas';
import { overdueAccountsQueryOptions } from '@/features/back-office/api/admin-queries';
import { QueryState } from '@/features/back-office/components/query-state';
import { formatDate, formatEuro } from '@/lib/format';

/**
 * /admin/overdue ("Scaduti"): the accounts with bank transfers or cash past their due date, the
 * most owed first, with what each still owes in all and its credit limit (decision 015).
 */
export function OverduePage() {
  const area = adminArea('overdue');
  const accounts = useQuery(overdueAccountsQueryOptions());
  return (
    <PageFrame title={area.title} lead={area.description}>
      <QueryState query={accounts} what="i pagamenti scaduti">
        {(rows) =>
          rows.length === 0 ? (
            <Text mt="lg">Nessun pagamento scaduto.</Text>
          ) : (
            <Table.ScrollContainer minWidth={720} mt="lg">
              <Table striped aria-label="Clienti con pagamenti scaduti">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Cliente</Table.Th>
                    <Table.Th ta="right">Scaduto</Table.Th>
                    <Table.Th ta="right">Ordini</Table.Th>
                    <Table.Th>Dal</Table.Th>
                    <Table.Th ta="right">Da pagare in tutto</Table.Th>
                    <Table.Th ta="right">Fido</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.customer_id}>
                      <Table.Td>
                        <Anchor
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/admin/customers/$customerId"
                              params={{ customerId: row.customer_id }}
                            />
                          )}
                        >
                          {row.customer_name ?? row.email}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right" c="red.8" fw={700}>
                        {formatEuro(row.overdue_total)}
                      </Table.Td>
                      <Table.Td ta="right">{row.overdue_orders}</Table.Td>
                      <Table.Td>
                        {formatDate(row.oldest_due_on)} (
                        {row.days_overdue === 1 ? '1 giorno' : `${row.days_overdue} giorni`})
                      </Table.Td>
                      <Table.Td ta="right">
                        {row.credit ? formatEuro(row.credit.open_balance) : '–'}
                      </Table.Td>
                      <Table.Td ta="right">
                        {row.credit ? formatEuro(row.credit.credit_limit) : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
