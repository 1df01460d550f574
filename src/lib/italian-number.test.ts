import { describe, expect, it } from 'vitest';
import { type DecimalDigits, formatItalianDecimal } from '@/lib/italian-number';
import { seededRandom } from '../../tests/unit/seeded-random';

const intl = ({ minFractionDigits, maxFractionDigits }: DecimalDigits) =>
  new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: minFractionDigits,
    maximumFractionDigits: maxFractionDigits,
  });

const edgeValues = [
  0,
  -0,
  1,
  -1,
  4.5,
  0.1 + 0.2,
  1.005,
  2.675,
  0.125,
  0.005,
  0.0049,
  9.995,
  99.995,
  999.995,
  9999.995,
  1234.5,
  12345.5,
  123456.789,
  1234567.891,
  0.999,
  -0.001,
  -0.005,
  -1234.5,
  57.4,
  4.35 * 3,
  19.9 * 7,
  1e20,
  123456789012.34,
];

function valuesToCheck(): number[] {
  const next = seededRandom(20_261_125);
  const values = [...edgeValues];
  for (let index = 0; index < 3_000; index += 1) {
    // Prices in cents, sums of prices, and arbitrary fractions of every magnitude.
    values.push(Math.round(next() * 1_000_000) / 100);
    values.push((Math.round(next() * 10_000) / 100) * Math.ceil(next() * 40));
    values.push((next() - 0.3) * 10 ** Math.floor(next() * 8));
  }
  return values;
}

describe('formatItalianDecimal writes numbers exactly as Intl it-IT does', () => {
  const shapes: DecimalDigits[] = [
    { minFractionDigits: 2, maxFractionDigits: 2 },
    { minFractionDigits: 0, maxFractionDigits: 1 },
    { minFractionDigits: 0, maxFractionDigits: 0 },
  ];
  for (const shape of shapes) {
    it(`with ${shape.minFractionDigits}–${shape.maxFractionDigits} decimals`, () => {
      const reference = intl(shape);
      const different = valuesToCheck()
        .map((value) => ({
          value,
          ours: formatItalianDecimal(value, shape),
          intl: reference.format(value),
        }))
        .filter(({ ours, intl: theirs }) => ours !== theirs);
      expect(different).toEqual([]);
    });
  }

  it('reads the way an Italian reads it', () => {
    const money = { minFractionDigits: 2, maxFractionDigits: 2 };
    expect(formatItalianDecimal(1234.5, money)).toBe('1234,50');
    expect(formatItalianDecimal(12345.5, money)).toBe('12.345,50');
    expect(formatItalianDecimal(1.005, money)).toBe('1,01');
    expect(formatItalianDecimal(12.5, { minFractionDigits: 0, maxFractionDigits: 1 })).toBe('12,5');
  });

  it('leaves values no price holds to Intl', () => {
    const money = { minFractionDigits: 2, maxFractionDigits: 2 };
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7]) {
      expect(formatItalianDecimal(value, money)).toBe(intl(money).format(value));
    }
  });
});
