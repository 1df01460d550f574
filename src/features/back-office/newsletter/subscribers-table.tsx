import { ActionIcon, Table } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { Subscriber } from '@/features/back-office/api/newsletter-api';
import { formatDateTime } from '@/lib/format';

export interface SubscribersTableProps {
  rows: Subscriber[];
  /** The subscriber being removed right now, if any. */
  removingId: string | undefined;
  onRemove: (subscriber: Subscriber) => void;
}

/** One page of subscribers: e-mail, consent date and a removal button that asks first. */
export function SubscribersTable({ rows, removingId, onRemove }: SubscribersTableProps) {
  return (
    <Table striped highlightOnHover mt="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Consenso dato il</Table.Th>
          <Table.Th w={80}>
            <span className="bdb-visually-hidden">Azioni</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((subscriber) => (
          <Table.Tr key={subscriber.id}>
            <Table.Td>{subscriber.email}</Table.Td>
            <Table.Td>{formatDateTime(subscriber.created_at)}</Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="#a31b1b"
                aria-label={`Rimuovi ${subscriber.email}`}
                loading={removingId === subscriber.id}
                onClick={() => {
                  if (window.confirm(`Rimuovere ${subscriber.email} dalla newsletter?`)) {
                    onRemove(subscriber);
                  }
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
