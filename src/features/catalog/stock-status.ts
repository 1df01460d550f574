import { pluralPhrase } from '@/lib/italian-plural';

/** Below this many packs the page warns that few are left (spec §5). */
export const LOW_STOCK_THRESHOLD = 10;

export type StockLevel = 'out' | 'low' | 'available';

export interface StockStatus {
  level: StockLevel;
  /** 'Esaurito', 'Solo {n} disponibili' or 'Disponibile'. */
  label: string;
}

/** What a buyer is told about the packs left (spec §5's texts). */
export function stockStatus(stockQuantity: number): StockStatus {
  if (stockQuantity <= 0) return { level: 'out', label: 'Esaurito' };
  if (stockQuantity < LOW_STOCK_THRESHOLD) {
    return {
      level: 'low',
      label: pluralPhrase(stockQuantity, 'Solo 1 disponibile', (n) => `Solo ${n} disponibili`),
    };
  }
  return { level: 'available', label: 'Disponibile' };
}
