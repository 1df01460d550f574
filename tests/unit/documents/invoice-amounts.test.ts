import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  euroDecimal,
  invoiceAmounts,
  netOfVat,
  prevalentRate,
  unitPriceDecimal,
} from '../../../supabase/functions/_shared/fatturapa/invoice-amounts.ts';

describe('allocateCents', () => {
  it('shares whole cents in proportion, adding up exactly', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(1000, [300, 700])).toEqual([300, 700]);
    expect(allocateCents(0, [5, 5])).toEqual([0, 0]);
  });

  it('refuses to share money over nothing', () => {
    expect(() => allocateCents(5, [0, 0])).toThrow();
  });
});

describe('netOfVat', () => {
  it('takes VAT out of an inclusive price, rounding half up to the cent', () => {
    expect(netOfVat(1040, 4)).toBe(1000);
    expect(netOfVat(1100, 10)).toBe(1000);
    expect(netOfVat(450, 4)).toBe(433); // 432.69…
    expect(netOfVat(550, 10)).toBe(500);
    expect(netOfVat(1, 4)).toBe(1);
  });

  it('refuses fractions of a cent and odd rates', () => {
    expect(() => netOfVat(10.5, 4)).toThrow();
    expect(() => netOfVat(100, 4.5)).toThrow();
  });
});

describe('decimals as FatturaPA writes them', () => {
  it('writes euros with two decimals', () => {
    expect(euroDecimal(1230)).toBe('12.30');
    expect(euroDecimal(5)).toBe('0.05');
  });

  it('writes a unit price exactly, with 8 decimals when it does not divide', () => {
    expect(unitPriceDecimal(1200, 3)).toBe('4.00');
    expect(unitPriceDecimal(1000, 3)).toBe('3.33333333');
  });
});

describe('prevalentRate', () => {
  it('is the rate of the larger part of the goods, the higher one on a tie', () => {
    expect(
      prevalentRate([
        { grossCents: 900, vatRate: 4 },
        { grossCents: 500, vatRate: 10 },
        { grossCents: 500, vatRate: 10 },
      ]),
    ).toBe(10);
    expect(
      prevalentRate([
        { grossCents: 500, vatRate: 4 },
        { grossCents: 500, vatRate: 10 },
      ]),
    ).toBe(10);
  });
});

describe('invoiceAmounts', () => {
  const bread = { description: 'Bun classico', quantity: 3, grossCents: 1350, vatRate: 4 };
  const brioche = { description: 'Bun brioche', quantity: 2, grossCents: 1100, vatRate: 10 };

  it('splits each rate once into taxable and tax that add up to what was paid', () => {
    const amounts = invoiceAmounts({
      lines: [bread, brioche],
      discountCents: 0,
      shippingCents: 790,
    });
    expect(amounts.totalCents).toBe(3240);
    const summed = amounts.summary.reduce((sum, r) => sum + r.taxableCents + r.taxCents, 0);
    expect(summed).toBe(3240);
    expect(amounts.summary).toEqual([
      { vatRate: 4, taxableCents: 2058, taxCents: 82 }, // 1350 + 790 shipping at 4 %
      { vatRate: 10, taxableCents: 1000, taxCents: 100 },
    ]);
    expect(amounts.lines.map((line) => [line.description, line.netCents, line.unitPrice])).toEqual([
      ['Bun classico', 1298, '4.32666667'],
      ['Bun brioche', 1000, '5.00'],
      ['Spese di trasporto', 760, '7.60'],
    ]);
  });

  it('keeps every rate within the cent the SdI tolerates (tax = taxable × rate)', () => {
    for (let gross = 1; gross < 5000; gross += 7) {
      for (const vatRate of [4, 10, 22]) {
        const { summary } = invoiceAmounts({
          lines: [{ description: 'x', quantity: 3, grossCents: gross, vatRate }],
          discountCents: 0,
          shippingCents: 0,
        });
        const [only] = summary;
        expect(Math.abs(only!.taxCents - (only!.taxableCents * vatRate) / 100)).toBeLessThanOrEqual(
          1,
        );
      }
    }
  });

  it('takes the discount off the lines in proportion, whole cents', () => {
    const amounts = invoiceAmounts({
      lines: [bread, brioche],
      discountCents: 245,
      shippingCents: 0,
    });
    expect(amounts.totalCents).toBe(2205);
    const summed = amounts.summary.reduce((sum, r) => sum + r.taxableCents + r.taxCents, 0);
    expect(summed).toBe(2205);
    const lineNets = amounts.lines.reduce((sum, line) => sum + line.netCents, 0);
    expect(lineNets).toBe(amounts.summary.reduce((sum, r) => sum + r.taxableCents, 0));
  });

  it('refuses amounts that are not whole cents or a discount above the goods', () => {
    expect(() =>
      invoiceAmounts({
        lines: [{ ...bread, grossCents: 10.5 }],
        discountCents: 0,
        shippingCents: 0,
      }),
    ).toThrow();
    expect(() =>
      invoiceAmounts({ lines: [bread], discountCents: 2000, shippingCents: 0 }),
    ).toThrow();
  });
});
