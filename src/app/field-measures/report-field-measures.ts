import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { hasConsent } from '@/domain/consent/consent-store';
import { env } from '@/lib/env';
import {
  fieldMeasureRow,
  firstTapMetric,
  type FirstInput,
  type ReportedMetric,
} from '@/app/field-measures/field-measure';
import { pendingMeasures } from '@/app/field-measures/pending-measures';
import { sendFieldMeasures } from '@/app/field-measures/send-field-measures';
import { logger } from '@/lib/logger';
import { nextTask } from '@/lib/next-task';

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
export async function reportFieldMeasures({ route, appLiveAt }: FieldMeasuresStart): Promise<void> {
  const pending = pendingMeasures();
  const add = (metric: ReportedMetric & { id: string }) => {
    const row = fieldMeasureRow(metric, route, window.innerWidth);
    if (row) pending.put(metric.id, row);
  };
  // LCP with every candidate as the browser reports it, the latest kept: web-vitals reports its
  // final value only after a trusted key, click or hide, in an idle callback, and never to a
  // page that is already hidden when it starts listening (measures start once the app is idle,
  // which may come after the visitor's first tap or after they switched away). The browser stops
  // reporting candidates at the first input or hide, so the latest one is the page's LCP.
  // Each observer reads the page's buffered timeline as it starts (INP's attribution every long
  // animation frame of the start-up): the three in the module's first task were one task of
  // 13–27 ms at full speed, 229 ms on Lighthouse's 4× phone (`/`, counted in its TBT). One per
  // task; the browser keeps the entries meanwhile.
  onLCP(add, { reportAllChanges: true });
  await nextTask();
  onINP(add);
  await nextTask();
  onCLS(add);
  await nextTask();
  const takeFirstTapNow = watchFirstTap((firstInput) =>
    add({ ...firstTapMetric(firstInput, appLiveAt), id: 'first-tap' }),
  );

  const flush = () => {
    if (!hasConsent('statistics')) return;
    takeFirstTapNow();
    const rows = pending.takeAll();
    if (rows.length === 0) return;
    sendFieldMeasures({ supabaseUrl: env.supabaseUrl, anonKey: env.supabaseAnonKey }, rows).catch(
      (error: unknown) => logger.warn('Misure della pagina non inviate', error),
    );
  };
  // After web-vitals' own listeners (registered above), which report INP's and CLS's values then.
  const flushSoon = () => queueMicrotask(flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSoon();
  });
  // Also for a page already hidden when the measures started: it may be closed without being
  // shown again.
  window.addEventListener('pagehide', flushSoon);
  // For whoever looks at the page's timeline (DevTools, the e2e spec): measuring from here on.
  performance.mark(FIELD_MEASURES_MARK);
}

/**
 * The visitor's first tap, key or click (Event Timing's `first-input`, kept by the browser).
 * Returns what takes a first tap the observer has not handed over yet: the page is being hidden
 * or left (often by that very tap, a link the browser follows) and sends its measures now.
 */
function watchFirstTap(onFirstInput: (firstInput: FirstInput) => void): () => void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('first-input')) {
    return () => undefined;
  }
  const report = (entry: PerformanceEventTiming) =>
    onFirstInput({ startTime: entry.startTime, duration: entry.duration, name: entry.name });
  // A tap before the measures started (the usual case: they start once the app is idle) is in
  // the browser's timeline already: read at once. An observer hands buffered entries over a
  // task later, and a page hidden in between sent its measures without the first tap.
  const [kept] = performance.getEntriesByType('first-input') as PerformanceEventTiming[];
  if (kept) {
    report(kept);
    return () => undefined;
  }
  const take = (entries: PerformanceEntryList, observer: PerformanceObserver) => {
    const [entry] = entries as PerformanceEventTiming[];
    if (!entry) return;
    observer.disconnect();
    report(entry);
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries(), observer));
  observer.observe({ type: 'first-input', buffered: true });
  return () => take(observer.takeRecords(), observer);
}
