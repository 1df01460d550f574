import { describe, expect, it } from 'vitest';
import type { FieldMeasureRow } from '@/app/field-measures/field-measure';
import { pendingMeasures } from '@/app/field-measures/pending-measures';

const row = (metric: string, value: number): FieldMeasureRow => ({
  route: '/products',
  metric,
  value,
  device: 'phone',
});

describe('pendingMeasures', () => {
  it('keeps only the latest value of each measure until they are taken', () => {
    const pending = pendingMeasures();
    pending.put('v5-lcp-1', row('LCP', 820));
    pending.put('v5-cls-1', row('CLS', 0.01));
    // A larger paint came later: its value replaces the first one.
    pending.put('v5-lcp-1', row('LCP', 1340));
    expect(pending.takeAll()).toEqual([row('CLS', 0.01), row('LCP', 1340)]);
  });

  it('has nothing pending once taken, and keeps what comes after', () => {
    const pending = pendingMeasures();
    pending.put('v5-inp-1', row('INP', 96));
    pending.takeAll();
    expect(pending.takeAll()).toEqual([]);
    pending.put('v5-inp-1', row('INP', 240));
    expect(pending.takeAll()).toEqual([row('INP', 240)]);
  });
});
