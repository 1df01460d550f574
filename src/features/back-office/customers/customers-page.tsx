import { Anchor, Badge, Button, Group, Pagination, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { PageFrame } from '@/components/page-frame';
import cells from '@/components/table-cells.module.css';
import { customerListQueryOptions } from '@/features/back-office/api/admin-queries';
import { CUSTOMERS_PAGE_SIZE } from '@/features/back-office/api/admin-reports-api';
import { QueryState } from '@/features/back-office/components/query-state';
import { searchText } from '@/features/back-office/components/search-text';
import { formatCompactDate, formatEuro } from '@/lib/format';

export interface CustomersPageProps {
  search: string;
  page: number;
  onChange: (next: { q?: string; page?: number }) => void;
}

/** Registered customers, private and business, with their orders count and total spent. */
export function CustomersPage({ search, page, onChange }: CustomersPageProps) {
  const customers = useQuery({
    ...customerListQueryOptions(search, page),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: searchText(event) });
  };

  return (
    <PageFrame
      title="Clienti"
      lead="L’elenco dei clienti registrati, privati e aziende, con i loro ordini."
    >
      <form onSubmit={submit} role="search">
        <Group mt="lg" align="flex-end" gap="sm">
          <TextInput
            label="Cerca"
            placeholder="Nome, e-mail, azienda, Partita IVA"
            name="q"
            // Remounted when the URL's search changes (back/forward), so it shows that text.
            key={search}
            defaultValue={search}
            w={320}
          />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
            Cerca
          </Button>
        </Group>
      </form>
      <QueryState query={customers} what="i clienti">
        {({ total, customers: rows }) => (
          <>
            <Text mt="lg" size="sm" c="dimmed" aria-live="polite">
              {total === 1 ? '1 cliente' : `${total} clienti`}
            </Text>
            {rows.length === 0 ? (
              <Text mt="sm">Nessun cliente corrisponde alla ricerca.</Text>
            ) : (
              <Table.ScrollContainer minWidth={600} mt="xs">
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Cliente</Table.Th>
                      <Table.Th>Tipo</Table.Th>
                      <Table.Th>Registrato il</Table.Th>
                      <Table.Th ta="right">Ordini</Table.Th>
                      <Table.Th ta="right">Totale speso</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((customer) => (
                      <Table.Tr key={customer.id}>
                        <Table.Td>
                          <Anchor
                            fw={700}
                            renderRoot={(props) => (
                              <Link
                                {...props}
                                to="/admin/customers/$customerId"
                                params={{ customerId: customer.id }}
                              />
                            )}
                          >
                            {customer.company_name ?? customer.full_name ?? customer.email}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {customer.company_name ? customer.full_name : null} {customer.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            variant="outline"
                            color={customer.customer_type === 'business' ? 'grape.9' : 'gray.8'}
                          >
                            {customer.customer_type === 'business' ? 'Azienda' : 'Privato'}
                          </Badge>
                        </Table.Td>
                        <Table.Td className={cells.whole}>
                          {formatCompactDate(customer.created_at)}
                        </Table.Td>
                        <Table.Td ta="right">{customer.orders_count}</Table.Td>
                        <Table.Td ta="right" className={cells.whole}>
                          {formatEuro(customer.total_spent)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {total > CUSTOMERS_PAGE_SIZE && (
              <Pagination
                mt="md"
                total={Math.ceil(total / CUSTOMERS_PAGE_SIZE)}
                value={page}
                onChange={(next) => onChange({ q: search || undefined, page: next })}
              />
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
