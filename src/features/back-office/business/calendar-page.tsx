import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { adminArea } from '@/features/back-office/admin-areas';
import { adminKeys, closuresQueryOptions } from '@/features/back-office/api/admin-queries';
import { addClosure, deleteClosure } from '@/features/back-office/api/business-api';
import { QueryState } from '@/features/back-office/components/query-state';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { formatLongDate } from '@/lib/format';
import { shopClosuresKeys } from '@/domain/shop/shop-closures';
import { getSupabase } from '@/lib/supabase';

function period(startsOn: string, endsOn: string): string {
  return startsOn === endsOn
    ? formatLongDate(startsOn)
    : `dal ${formatLongDate(startsOn)} al ${formatLongDate(endsOn)}`;
}

function useClosureChange() {
  return useToastedAction({
    failure: 'Chiusura non salvata. Riprova.',
    explain: (error) =>
      error.code === '23514'
        ? 'Controlla le date: la fine non può venire prima dell’inizio, e al massimo un anno.'
        : undefined,
    // The shop's own copy of the closures too: the checkout skips them at once.
    invalidate: [adminKeys.closures(), shopClosuresKeys.all],
  });
}

function ClosureForm() {
  const change = useClosureChange();
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Card withBorder radius="md" padding="md">
      <form
        aria-label="Nuova chiusura"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            {
              run: async () =>
                addClosure(await getSupabase(), {
                  starts_on: startsOn,
                  ends_on: endsOn || startsOn,
                  reason: reason.trim(),
                }),
              done: 'Chiusura salvata: il negozio non propone più quei giorni',
            },
            {
              onSuccess: () => {
                setStartsOn('');
                setEndsOn('');
                setReason('');
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Aggiungi una chiusura
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Dal"
              required
              value={startsOn}
              onChange={(event) => setStartsOn(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="Al (compreso)"
              description="Vuoto per un giorno solo."
              min={startsOn || undefined}
              value={endsOn}
              onChange={(event) => setEndsOn(event.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label="Motivo (lo leggono i clienti)"
            placeholder="Ferie estive"
            required
            maxLength={120}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group>
            <Button
              type="submit"
              loading={change.isPending}
              disabled={!startsOn || reason.trim().length < 2}
            >
              Salva la chiusura
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * /admin/calendar: the bakery's own closures besides Sundays and national holidays (decision
 * 015). The checkout (online and on the device), the standing orders, their reminders and the
 * production plan all skip them.
 */
export function CalendarPage() {
  const area = adminArea('calendar');
  const closures = useQuery(closuresQueryOptions());
  const change = useClosureChange();
  return (
    <PageFrame title={area.title} lead={area.description}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mt="lg">
        <QueryState query={closures} what="le chiusure">
          {(rows) =>
            rows.length === 0 ? (
              <Text>
                Nessuna chiusura in programma: consegniamo dal lunedì al sabato, festivi esclusi.
              </Text>
            ) : (
              <Table striped aria-label="Chiusure">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Quando</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((closure) => (
                    <Table.Tr key={closure.id}>
                      <Table.Td>{period(closure.starts_on, closure.ends_on)}</Table.Td>
                      <Table.Td>{closure.reason}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            change.mutate({
                              run: async () => deleteClosure(await getSupabase(), closure.id),
                              done: 'Chiusura eliminata',
                            })
                          }
                        >
                          Elimina
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </QueryState>
        <ClosureForm />
      </SimpleGrid>
    </PageFrame>
  );
}
