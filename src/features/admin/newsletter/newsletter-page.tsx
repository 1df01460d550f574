import { ActionIcon, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { PageFrame } from '@/components/page-frame';
import { adminKeys, subscribersQueryOptions } from '@/features/admin/api/admin-queries';
import { removeSubscriber, type Subscriber } from '@/features/admin/api/newsletter-api';
import { QueryState } from '@/features/admin/components/query-state';
import { downloadTextFile } from '@/features/admin/newsletter/download-file';
import {
  subscribersCsv,
  subscribersCsvFileName,
} from '@/features/admin/newsletter/subscribers-csv';
import { formatDateTime } from '@/lib/format';
import { getSupabase } from '@/lib/supabase';

/** Newsletter subscribers: search, consent date, CSV export of what is shown, removal. */
export function NewsletterPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const subscribers = useQuery({
    ...subscribersQueryOptions(debounced),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async (subscriber: Subscriber) =>
      removeSubscriber(await getSupabase(), subscriber.id),
    onSuccess: (_, subscriber) =>
      notifications.show({
        color: 'crust',
        message: `${subscriber.email} rimosso dalla newsletter.`,
      }),
    onError: () =>
      notifications.show({ color: 'red', message: 'Non è stato possibile rimuovere l’iscritto.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'subscribers'] }),
  });

  const exportCsv = (rows: Subscriber[]) =>
    downloadTextFile(
      subscribersCsv(rows),
      subscribersCsvFileName(new Date()),
      'text/csv;charset=utf-8',
    );

  return (
    <PageFrame title="Newsletter" lead="Gli iscritti alla newsletter, con la data del consenso.">
      <QueryState query={subscribers} what="gli iscritti">
        {(rows) => (
          <>
            <Group mt="lg" align="flex-end" justify="space-between">
              <TextInput
                label="Cerca per e-mail"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                w={320}
              />
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                disabled={rows.length === 0}
                onClick={() => exportCsv(rows)}
              >
                Esporta CSV
              </Button>
            </Group>
            <Text mt="md" size="sm" c="dimmed" aria-live="polite">
              {rows.length === 1 ? '1 iscritto' : `${rows.length} iscritti`}
              {debounced && ` per «${debounced}»`}
            </Text>
            {rows.length === 0 ? (
              <Text mt="sm">Nessun iscritto.</Text>
            ) : (
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
                          loading={remove.isPending && remove.variables.id === subscriber.id}
                          onClick={() => {
                            if (window.confirm(`Rimuovere ${subscriber.email} dalla newsletter?`)) {
                              remove.mutate(subscriber);
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
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
