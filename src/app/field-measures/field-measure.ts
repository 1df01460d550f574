import type { TablesInsert } from '@/types/database.gen';
import { screenClassForWidth } from '@/hooks/use-screen-class';

/** One row of `field_measures` (supabase/migrations/20261204000000_field_measures.sql). */
export type FieldMeasureRow = TablesInsert<'field_measures'>;

export type FieldMetricName = 'LCP' | 'INP' | 'CLS' | 'first-tap';

/** What web-vitals reports of a metric (its `Metric` type, the part the shop keeps). */
export interface ReportedMetric {
  name: string;
  value: number;
  rating?: string;
  navigationType?: string;
  attribution?: object;
}

const metricNames: readonly FieldMetricName[] = ['LCP', 'INP', 'CLS', 'first-tap'];
const ratings = ['good', 'needs-improvement', 'poor'];

// What of web-vitals' attribution says where the time went, without anything the visitor typed
// or which page of the catalogue they read beyond the route: selectors and phase durations.
const attributionKeys: Record<FieldMetricName, readonly string[]> = {
  LCP: [
    'target',
    'timeToFirstByte',
    'resourceLoadDelay',
    'resourceLoadDuration',
    'elementRenderDelay',
  ],
  INP: [
    'interactionTarget',
    'interactionType',
    'inputDelay',
    'processingDuration',
    'presentationDelay',
    'loadState',
  ],
  CLS: ['largestShiftTarget', 'largestShiftValue', 'loadState'],
  'first-tap': ['waitedForApp', 'tapType'],
};

function pickAttribution(
  name: FieldMetricName,
  attribution: object | undefined,
): Record<string, string | number | boolean> | null {
  if (!attribution) return null;
  const source = attribution as Record<string, unknown>;
  const picked: Record<string, string | number | boolean> = {};
  for (const key of attributionKeys[name]) {
    const value = source[key];
    if (typeof value === 'number' && Number.isFinite(value)) picked[key] = Math.round(value);
    else if (typeof value === 'boolean') picked[key] = value;
    else if (typeof value === 'string' && value !== '') picked[key] = value.slice(0, 160);
  }
  return Object.keys(picked).length > 0 ? picked : null;
}

/** The route a measure is about: the pattern (`/products/$slug`), never the visited path. */
export function routeOfMeasure(routeId: string | undefined): string {
  if (!routeId || routeId === '__root__') return '/';
  return routeId === '/' ? '/' : routeId.replace(/\/+$/, '');
}

/**
 * A reported metric as a row, or null for one the table does not keep. LCP, INP and the first
 * tap in whole milliseconds; CLS unitless, to four decimals.
 */
export function fieldMeasureRow(
  metric: ReportedMetric,
  route: string,
  viewportWidthPx: number,
): FieldMeasureRow | null {
  const name = metricNames.find((known) => known === metric.name);
  if (!name || !Number.isFinite(metric.value) || metric.value < 0) return null;
  const screen = screenClassForWidth(viewportWidthPx);
  return {
    route,
    metric: name,
    value: name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: ratings.includes(metric.rating ?? '') ? (metric.rating ?? null) : null,
    navigation_type: metric.navigationType?.slice(0, 40) ?? null,
    device: screen === 'mobile' ? 'phone' : screen === 'tablet' ? 'tablet' : 'desktop',
    attribution: pickAttribution(name, metric.attribution),
  };
}

/** The browser's first input as Event Timing reports it (`first-input`). */
export interface FirstInput {
  /** When the visitor tapped (ms since navigation start). */
  startTime: number;
  /** From the tap to the next frame after its handlers (ms). */
  duration: number;
  name: string;
}

/**
 * The time from the visitor's first tap to the page's answer. A tap on a page the app had
 * already hydrated is answered in the frame after its handlers (Event Timing's duration); a tap
 * before that waits for the app: React hydrates and replays it, so the answer comes with the
 * app's first live frame (`appLiveAt`, ms since navigation start) at the earliest.
 */
export function firstTapMetric(firstInput: FirstInput, appLiveAt: number): ReportedMetric {
  const waited = appLiveAt - firstInput.startTime;
  const value = Math.max(firstInput.duration, waited);
  return {
    name: 'first-tap',
    value,
    rating: value <= 200 ? 'good' : value <= 500 ? 'needs-improvement' : 'poor',
    attribution: { waitedForApp: waited > firstInput.duration, tapType: firstInput.name },
  };
}
