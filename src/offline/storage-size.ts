const megabytes = new Intl.NumberFormat('it-IT', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
});
const kilobytes = new Intl.NumberFormat('it-IT', {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 0,
});

/** Storage used, the Italian way: '850 kB', '1,4 MB' (decimal units, as browsers report). */
export function formatStorageSize(bytes: number): string {
  if (bytes < 1_000_000) return kilobytes.format(Math.max(1, Math.round(bytes / 1_000)));
  return megabytes.format(bytes / 1_000_000);
}
