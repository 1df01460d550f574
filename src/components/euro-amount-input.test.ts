import { describe, expect, it } from 'vitest';
import { euroAmountOf } from '@/components/euro-amount-input';

describe('euroAmountOf', () => {
  it('reads the number Mantine reports, and the unformatted text it keeps for fixed decimals', () => {
    expect(euroAmountOf(150)).toBe(150);
    // What a typed "1200" becomes with two fixed decimals: a string, "." as the decimal point.
    expect(euroAmountOf('1200.00')).toBe(1200);
    expect(euroAmountOf('0.50')).toBe(0.5);
  });

  it('has no amount for a blank or unreadable field', () => {
    expect(euroAmountOf('')).toBeNull();
    expect(euroAmountOf('  ')).toBeNull();
    expect(euroAmountOf('abc')).toBeNull();
    expect(euroAmountOf(Number.NaN)).toBeNull();
  });
});
