import type { FieldMeasureP75 } from '@/features/back-office/api/field-measures-api';

export type ChartMetric = 'LCP' | 'INP' | 'CLS' | 'first-tap';

/** The metrics as the console names them, with the good threshold of each (web.dev's). */
export const chartMetrics: readonly { metric: ChartMetric; label: string; good: number }[] = [
  { metric: 'first-tap', label: 'Primo tocco', good: 200 },
  { metric: 'INP', label: 'INP', good: 200 },
  { metric: 'LCP', label: 'LCP', good: 2500 },
  { metric: 'CLS', label: 'CLS', good: 0.1 },
];

/** How many routes the chart draws: the most measured; the table lists them all. */
export const CHART_ROUTES = 6;

export interface MetricSeries {
  /** One point per day (ISO date), with the p75 of each route measured that day. */
  points: ({ day: string } & Record<string, number | string>)[];
  /** The routes drawn, most measured first. */
  routes: string[];
  /** Per route: the latest day's p75 and the measures of the whole period. */
  latest: { route: string; day: string; p75: number; samples: number }[];
}

/** A metric's figures as the chart and the table show them. */
export function metricSeries(rows: readonly FieldMeasureP75[], metric: ChartMetric): MetricSeries {
  const ofMetric = rows.filter((row) => row.metric === metric);
  const samplesByRoute = new Map<string, number>();
  const latestByRoute = new Map<string, FieldMeasureP75>();
  for (const row of ofMetric) {
    samplesByRoute.set(row.route, (samplesByRoute.get(row.route) ?? 0) + row.samples);
    const latest = latestByRoute.get(row.route);
    if (!latest || latest.day < row.day) latestByRoute.set(row.route, row);
  }
  const byMeasures = [...samplesByRoute.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([route]) => route);
  const routes = byMeasures.slice(0, CHART_ROUTES);
  const days = [...new Set(ofMetric.map((row) => row.day))].sort();
  const points = days.map((day) => {
    const point: { day: string } & Record<string, number | string> = { day };
    for (const row of ofMetric)
      if (row.day === day && routes.includes(row.route)) point[row.route] = row.p75;
    return point;
  });
  const latest = byMeasures.map((route) => {
    const row = latestByRoute.get(route);
    return {
      route,
      day: row?.day ?? '',
      p75: row?.p75 ?? 0,
      samples: samplesByRoute.get(route) ?? 0,
    };
  });
  return { points, routes, latest };
}

/** A p75 as the console writes it: milliseconds whole, CLS to two decimals (it-IT). */
export function formatP75(metric: ChartMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2).replace('.', ',');
  return `${Math.round(value).toLocaleString('it-IT')} ms`;
}
