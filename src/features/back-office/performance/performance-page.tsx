import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { adminArea } from '@/features/back-office/admin-areas';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { fetchFieldMeasures } from '@/features/back-office/api/field-measures-api';
import { QueryState } from '@/features/back-office/components/query-state';
import {
  type ChartMetric,
  chartMetrics,
  formatP75,
  metricSeries,
} from '@/features/back-office/performance/field-measure-series';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

const FieldMeasuresChart = lazy(
  () => import('@/features/back-office/performance/field-measures-chart'),
);

/** The period the page shows: the last four weeks, today included. */
export const PERFORMANCE_DAYS = 28;

export const fieldMeasuresQueryOptions = () =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: [...adminKeys.all, 'field-measures', PERFORMANCE_DAYS] as const,
    queryFn: async () => fetchFieldMeasures(await getSupabase(), PERFORMANCE_DAYS),
  });

const dayFormat = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long' });

/**
 * What real visitors meet (issue 38): the 75th percentile of each measure per page and day,
 * as a chart (a line per page) and a table of each page's latest day. Measures come only from
 * visitors who consented to statistics.
 */
export function PerformancePage() {
  const area = adminArea('performance');
  const [metric, setMetric] = useState<ChartMetric>('first-tap');
  const measures = useQuery(fieldMeasuresQueryOptions());
  const shown = chartMetrics.find((candidate) => candidate.metric === metric) ?? chartMetrics[0];
  return (
    <PageFrame title={area.title} lead={area.description}>
      <SegmentedControl
        mt="lg"
        aria-label="Misura"
        value={metric}
        onChange={(value) => setMetric(value as ChartMetric)}
        data={chartMetrics.map((candidate) => ({
          value: candidate.metric,
          label: candidate.label,
        }))}
      />
      <QueryState query={measures} what="le misure">
        {(rows) => {
          const series = metricSeries(rows, metric);
          if (series.latest.length === 0)
            return (
              <Text mt="lg">
                Nessuna misura di {shown?.label} negli ultimi {PERFORMANCE_DAYS} giorni.
              </Text>
            );
          return (
            <Stack mt="lg" gap="lg">
              <Suspense fallback={<Text c="dimmed">Caricamento del grafico…</Text>}>
                <FieldMeasuresChart
                  metric={metric}
                  label={shown?.label ?? metric}
                  series={series}
                />
              </Suspense>
              <Table striped aria-label={`75° percentile di ${shown?.label ?? metric} per pagina`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Pagina</Table.Th>
                    <Table.Th>Ultimo giorno</Table.Th>
                    <Table.Th>75° percentile</Table.Th>
                    <Table.Th>Misure nel periodo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {series.latest.map((row) => (
                    <Table.Tr key={row.route}>
                      <Table.Td>{row.route}</Table.Td>
                      <Table.Td>{dayFormat.format(new Date(`${row.day}T12:00:00`))}</Table.Td>
                      <Table.Td>{formatP75(metric, row.p75)}</Table.Td>
                      <Table.Td>{row.samples.toLocaleString('it-IT')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
