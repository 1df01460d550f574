/**
 * The User Timing entry written after each product list is stored on the device. `npm run
 * bench` reads it to report how long IndexedDB takes for a large catalogue; in the browser's
 * performance panel it shows the same.
 */
export const CATALOGUE_WRITE_MEASURE = 'bdb:catalogo-su-dispositivo';

export interface CatalogueWriteDetail {
  rows: number;
  /** True when the whole catalogue replaced the copy (an unfiltered list). */
  complete: boolean;
}

export function measureCatalogueWrite(startedAt: number, detail: CatalogueWriteDetail): void {
  performance.measure(CATALOGUE_WRITE_MEASURE, { start: startedAt, detail });
}
