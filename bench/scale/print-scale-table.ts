import type { SizeResult } from './measure-size.ts';

/** Targets of issue 22 for the admin console's requests at the largest size. */
export const scaleTargets = { maxMs: 300, maxGrowth: 2 };

function cell(result: SizeResult['requests'][number] | undefined): string {
  if (!result) return '—';
  const failed = result.failures.length;
  if (failed === 0) return `${result.medianMs} ms`;
  const statuses = [...new Set(result.failures)].join('/');
  return `${result.medianMs} ms, HTTP ${statuses} ×${failed}`;
}

function verdict(
  largest: SizeResult['requests'][number] | undefined,
  growth: number | undefined,
): string {
  if (!largest?.admin) return '';
  const ok =
    largest.failures.length === 0 &&
    largest.medianMs <= scaleTargets.maxMs &&
    (growth === undefined || growth <= scaleTargets.maxGrowth);
  return ok ? 'ok' : 'NO';
}

/** The table of the issue: one column per size, the growth from the smallest to the largest. */
export function printScaleTable(sizes: SizeResult[], runs: number): void {
  const first = sizes[0];
  const last = sizes.at(-1);
  if (!first || !last) return;
  const headers = [
    'richiesta',
    ...sizes.map((size) => `${size.orders.toLocaleString('it-IT')} ordini`),
    ...(sizes.length > 1 ? ['crescita'] : []),
    `obiettivo (≤ ${scaleTargets.maxMs} ms, ≤ ${scaleTargets.maxGrowth}×)`,
  ];
  const rows = first.requests.map((request, index) => {
    const largest = last.requests[index];
    const growth =
      sizes.length > 1 && largest && request.medianMs > 0
        ? largest.medianMs / request.medianMs
        : undefined;
    return [
      request.label,
      ...sizes.map((size) => cell(size.requests[index])),
      ...(sizes.length > 1 ? [growth === undefined ? '—' : `${growth.toFixed(1)}×`] : []),
      verdict(largest, growth),
    ];
  });
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  ');
  console.info(`\nScala (PostgreSQL 15, API REST dello stack locale, mediana di ${runs})`);
  console.info(line(headers));
  console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.info(line(row));
  console.info(
    `\nCaricamento: ${sizes.map((size) => `${size.orders.toLocaleString('it-IT')} ordini in ${size.loadSeconds} s`).join(', ')}`,
  );
}
