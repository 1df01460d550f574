import { Button, Group, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { PageFrame } from '@/components/page-frame';
import { adminKeys, subscriberPageQueryOptions } from '@/features/back-office/api/admin-queries';
import {
  fetchAllSubscribers,
  removeSubscriber,
  SUBSCRIBERS_PAGE_SIZE,
  type Subscriber,
} from '@/features/back-office/api/newsletter-api';
import { QueryState } from '@/features/back-office/components/query-state';
import { downloadTextFile } from '@/features/back-office/newsletter/download-file';
import {
  subscribersCsv,
  subscribersCsvFileName,
} from '@/features/back-office/newsletter/subscribers-csv';
import { SubscribersTable } from '@/features/back-office/newsletter/subscribers-table';
import { getSupabase } from '@/lib/supabase';

function subscribersCount(total: number): string {
  return total === 1 ? '1 iscritto' : `${total.toLocaleString('it-IT')} iscritti`;
}

/**
 * Newsletter subscribers a page at a time: search, consent date, removal, and a CSV export of
 * every subscriber the search matches (all pages, not only the one shown).
 */
export function NewsletterPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const subscribers = useQuery({
    ...subscriberPageQueryOptions(debounced, page),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.subscribers() }),
  });
  const exportCsv = useMutation({
    mutationFn: async () => fetchAllSubscribers(await getSupabase(), debounced),
    onSuccess: (rows) =>
      downloadTextFile(
        subscribersCsv(rows),
        subscribersCsvFileName(new Date()),
        'text/csv;charset=utf-8',
      ),
    onError: () =>
      notifications.show({
        color: 'red',
        message: 'Non è stato possibile esportare gli iscritti.',
      }),
  });

  return (
    <PageFrame title="Newsletter" lead="Gli iscritti alla newsletter, con la data del consenso.">
      <QueryState query={subscribers} what="gli iscritti">
        {({ rows, total }) => (
          <>
            <Group mt="lg" align="flex-end" justify="space-between">
              <TextInput
                label="Cerca per e-mail"
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                w={320}
              />
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                disabled={total === 0}
                loading={exportCsv.isPending}
                onClick={() => exportCsv.mutate()}
              >
                Esporta CSV
              </Button>
            </Group>
            <Text mt="md" size="sm" c="dimmed" aria-live="polite">
              {subscribersCount(total)}
              {debounced && ` per «${debounced}»`}
            </Text>
            {rows.length === 0 ? (
              <Text mt="sm">Nessun iscritto.</Text>
            ) : (
              <SubscribersTable
                rows={rows}
                removingId={remove.isPending ? remove.variables.id : undefined}
                onRemove={(subscriber) => remove.mutate(subscriber)}
              />
            )}
            {total > SUBSCRIBERS_PAGE_SIZE && (
              <Pagination
                mt="md"
                total={Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Pagina successiva' : 'Pagina precedente',
                })}
                getItemProps={(item) => ({ 'aria-label': `Pagina ${item}` })}
              />
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
