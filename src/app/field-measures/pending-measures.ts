import type { FieldMeasureRow } from '@/app/field-measures/field-measure';

export interface PendingMeasures {
  /** Keeps `row` as the value of the measure `key` until the next `takeAll`. */
  put(key: string, row: FieldMeasureRow): void;
  /** The pending rows, in the order their latest values came; none are pending afterwards. */
  takeAll(): FieldMeasureRow[];
}

/**
 * The measures of this page not sent yet, one row per measure (web-vitals' metric id): a newer
 * value of a measure replaces the pending one, so a batch never carries two values of the same
 * measure and the latest value is there whenever the page is hidden.
 */
export function pendingMeasures(): PendingMeasures {
  const rows = new Map<string, FieldMeasureRow>();
  return {
    put(key, row) {
      // Deleted first: a replaced measure moves to the end, where its new value came.
      rows.delete(key);
      rows.set(key, row);
    },
    takeAll() {
      const pending = [...rows.values()];
      rows.clear();
      return pending;
    },
  };
}
