import type { BundleSizes } from './bundle-size.ts';
import type { FirstTapResult } from './first-tap.ts';
import type { PageScores } from './lighthouse.ts';
import type { OfflineMetrics } from './offline.ts';
import type { QuickOrderSheetMetrics } from './quick-order-sheet.ts';
import type { PrecacheSize } from './precache-size.ts';
import type { StackMetrics } from './stack-latency.ts';
import type { StandingOrderJobMetrics } from './standing-order-job.ts';

interface Report {
  bundle: BundleSizes;
  precache: PrecacheSize;
  lighthouse: PageScores[];
  offline?: OfflineMetrics;
  stack: StackMetrics[];
  standingOrders?: StandingOrderJobMetrics;
  quickOrderSheet?: QuickOrderSheetMetrics;
  firstTap?: FirstTapResult[];
}

/** Whether a row meets its target: every run, only the median, or not (taps lost count as not). */
function verdict(result: FirstTapResult): string {
  if (result.lost > 0) return `NO (${result.lost} lost)`;
  if (result.worstMs <= result.targetMs) return 'yes';
  return result.medianMs <= result.targetMs ? 'median' : 'NO';
}

/** The first tap, one row per visitor, journey and moment (issue 38's targets). */
export function printFirstTap(results: FirstTapResult[]): void {
  console.info(
    "\nFirst tap, Lighthouse's phone (412×823, touch, 4× CPU, slow 4G; issue 38; ms from the finger to the answer on screen)",
  );
  const shown = (value: number | null) => (value !== null && Number.isFinite(value) ? value : '—');
  console.info(
    table(
      [
        'visitor',
        'tap',
        'after FCP ms',
        'median ms',
        'worst ms',
        'target ms',
        'ok',
        'app live after FCP ms',
        'LCP ms',
      ],
      results.map((result) => [
        result.visitor,
        result.journey,
        result.tapAfterFcpMs,
        shown(result.medianMs),
        shown(result.worstMs),
        result.targetMs,
        verdict(result),
        shown(result.appLiveAfterFcpMs),
        shown(result.lcpMs),
      ]),
    ),
  );
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** Prints the benchmark as plain-text tables. */
export function printTable(report: Report): void {
  const { bundle } = report;
  console.info('\nBundle (gzip)');
  console.info(
    table(
      [
        'entry JS KB',
        'total JS KB',
        'CSS KB',
        'JS files',
        'precache files',
        'precache KiB',
        '+ signed in KiB',
        'later files KiB',
      ],
      [
        [
          bundle.entryJsGzipKb,
          bundle.totalJsGzipKb,
          bundle.totalCssGzipKb,
          bundle.jsFiles,
          report.precache.entries,
          report.precache.kb,
          report.precache.accountPagesKb,
          report.precache.laterFilesKb,
        ],
      ],
    ),
  );
  if (report.lighthouse.length > 0) {
    console.info(
      `\nLighthouse, simulated throttling, a fresh browser profile per run (median of ${report.lighthouse[0]?.runs ?? 0} runs)`,
    );
    console.info(
      table(
        ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms'],
        report.lighthouse.map((page) => [
          `${new URL(page.url).pathname}${page.formFactor === 'desktop' ? ' (desktop)' : ''}`,
          page.performance,
          page.accessibility,
          page.bestPractices,
          page.seo,
          page.lcpMs,
          page.tbtMs,
          page.cls,
          page.fcpMs,
        ]),
      ),
    );
  }
  if (report.offline) {
    const { offlineStart, catalogueWrite } = report.offline;
    console.info('\nOffline (Debian Chromium, no throttling)');
    console.info(
      table(
        ['offline start → list ms (median)', 'max ms', 'runs', 'IndexedDB write ms', 'rows'],
        [
          [
            offlineStart.medianMs,
            offlineStart.maxMs,
            offlineStart.runs,
            catalogueWrite.ms,
            catalogueWrite.rows,
          ],
        ],
      ),
    );
    const { readiness } = report.offline;
    console.info(`\nReady for offline after signing in (demo restaurant, ${readiness.network})`);
    console.info(
      table(
        ['sign-in → ready ms', 'received KiB', 'stored on device KiB', 'pictures'],
        [
          [
            readiness.signInToReadyMs,
            Math.round(readiness.receivedBytes / 1024),
            Math.round(readiness.storedBytes / 1024),
            readiness.pictures,
          ],
        ],
      ),
    );
  }
  if (report.stack.length > 0) {
    console.info('\nLocal stack');
    console.info(
      table(
        [
          'database',
          'cold start ms',
          'from template ms',
          'list p50 ms',
          'list p95 ms',
          'order p50 ms',
          'order p95 ms',
        ],
        report.stack.map((metrics) => [
          metrics.database,
          metrics.coldStartMs,
          metrics.templateStartMs ?? '-',
          metrics.productList.p50Ms,
          metrics.productList.p95Ms,
          metrics.placeOrder.p50Ms,
          metrics.placeOrder.p95Ms,
        ]),
      ),
    );
  }
  if (report.standingOrders) {
    const job = report.standingOrders;
    console.info('\nStanding-order job on PostgreSQL (issue 23)');
    console.info(
      table(
        ['customers', 'first run ms', 'placed', 'second run ms', 'orders after both'],
        [[job.customers, job.firstRunMs, job.placed, job.secondRunMs, job.ordersAfterSecondRun]],
      ),
    );
  }
  if (report.quickOrderSheet) {
    const sheet = report.quickOrderSheet;
    console.info('\nQuick-order sheet, 1024×768 (Debian Chromium, no throttling; issue 23)');
    console.info(
      table(
        [
          'products',
          'open ms',
          'render long tasks',
          '> 50 ms',
          'longest ms',
          '20 steppers long tasks',
          '> 50 ms',
          'longest ms',
          'load avg',
        ],
        [
          [
            sheet.products,
            sheet.openMs,
            sheet.render.count,
            sheet.render.over50,
            sheet.render.longestMs,
            sheet.steppers.count,
            sheet.steppers.over50,
            sheet.steppers.longestMs,
            sheet.loadAverage,
          ],
        ],
      ),
    );
  }
  if (report.firstTap) printFirstTap(report.firstTap);
}
