import { describe, expect, it } from 'vitest';
import { stockStatus } from '@/features/catalog/stock-status';

describe('stockStatus (spec §5)', () => {
  it("says 'Esaurito' with nothing left", () => {
    expect(stockStatus(0)).toEqual({ level: 'out', label: 'Esaurito' });
  });

  it("warns 'Solo {n} disponibili' below 10", () => {
    expect(stockStatus(1)).toEqual({ level: 'low', label: 'Solo 1 disponibile' });
    expect(stockStatus(9)).toEqual({ level: 'low', label: 'Solo 9 disponibili' });
  });

  it('is simply available from 10 packs on', () => {
    expect(stockStatus(10)).toEqual({ level: 'available', label: 'Disponibile' });
  });
});
