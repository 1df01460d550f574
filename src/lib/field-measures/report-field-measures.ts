import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { hasConsent } from '@/lib/consent/consent-store';
import { env } from '@/lib/env';
import {
  fieldMeasureRow,
  type FieldMeasureRow,
  firstTapMetric,
  type FirstInput,
  type ReportedMetric,
} from '@/lib/field-measures/field-measure';
import { sendFieldMeasures } from '@/lib/field-measures/send-field-measures';
import { logger } from '@/lib/logger';

/** The performance mark set once the page is being measured. */
export const FIELD_MEASURES_MARK = 'bdb:field-measures';

export interface FieldMeasuresStart {
  /** The opened page's route pattern (`/products/$slug`): the page the measures are about. */
  route: string;
  /** When the app went live (ms since navigation start): the first tap waits for it. */
  appLiveAt: number;
}

/**
 * Measures what this visitor meets on the page they opened (LCP, INP, CLS with web-vitals'
 * attribution, and the first tap's answer) and sends it when the page is hidden or left, only
 * if the visitor consents to statistics (the cookie banner's category) by then. Nothing is
 * stored in the browser; without consent the measures are dropped with the page.
 */
export function reportFieldMeasures({ route, appLiveAt }: FieldMeasuresStart): void {
  const queue: FieldMeasureRow[] = [];
  const add = (metric: ReportedMetric) => {
    const row = fieldMeasureRow(metric, route, window.innerWidth);
    if (row) queue.push(row);
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  watchFirstTap((firstInput) => add(firstTapMetric(firstInput, appLiveAt)));

  const flush = () => {
    if (queue.length === 0 || !hasConsent('statistics')) return;
    const rows = queue.splice(0);
    sendFieldMeasures({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey }, rows).catch(
      (error: unknown) => logger.warn('Misure della pagina non inviate', error),
    );
  };
  // After web-vitals' own listeners (registered above), which report the final values then.
  const flushSoon = () => queueMicrotask(flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSoon();
  });
  window.addEventListener('pagehide', flushSoon);
  // For whoever looks at the page's timeline (DevTools, the e2e spec): measuring from here on.
  performance.mark(FIELD_MEASURES_MARK);
}

/** The visitor's first tap, key or click (Event Timing's `first-input`, kept by the browser). */
function watchFirstTap(onFirstInput: (firstInput: FirstInput) => void): void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('first-input')) return;
  new PerformanceObserver((list, observer) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (!entry) return;
    observer.disconnect();
    onFirstInput({ startTime: entry.startTime, duration: entry.duration, name: entry.name });
  }).observe({ type: 'first-input', buffered: true });
}
