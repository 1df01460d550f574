import { describe, expect, it } from 'vitest';
import type { OrderQuote } from '@/domain/orders/order-schemas';
import { isTemporaryFailure } from '@/offline/outbox/outbox-sender';
import { quoteDifferences } from '@/offline/outbox/quote-differences';
import { ApiError } from '@/lib/api-error';

const quote = (unitPrice: number, quantity: number, shipping = 0): OrderQuote => {
  const subtotal = Math.round(unitPrice * quantity * 100) / 100;
  return {
    lines: [
      {
        kind: 'product',
        product_id: 'p1',
        name: 'Bun Classico',
        slug: 'bun-classico',
        unit_price: unitPrice,
        quantity,
        line_total: subtotal,
      },
    ],
    subtotal,
    discount: 0,
    shipping,
    total: subtotal + shipping,
    free_shipping_threshold: 50,
    shortages: [],
  };
};

// Intl's it-IT euro format uses a non-breaking space before the sign.
const normalize = (lines: string[]) => lines.map((line) => line.replace(/\s/g, ' '));

describe('quoteDifferences', () => {
  it('is empty when the server prices the order as the buyer saw it', () => {
    expect(quoteDifferences(quote(4.5, 4), quote(4.5, 4))).toEqual([]);
  });

  it('names each changed line and the new total', () => {
    expect(normalize(quoteDifferences(quote(4.5, 4), quote(4.8, 4)))).toEqual([
      'Bun Classico: 18,00 € → 19,20 €',
      'Totale: 18,00 € → 19,20 €',
    ]);
  });

  it('reports a shipping change on its own', () => {
    expect(normalize(quoteDifferences(quote(4.5, 4), quote(4.5, 4, 6)))).toEqual([
      'Spedizione: 0,00 € → 6,00 €',
      'Totale: 18,00 € → 24,00 €',
    ]);
  });

  it('always asks when the buyer never saw a server price', () => {
    expect(normalize(quoteDifferences(null, quote(4.5, 2)))).toEqual(['Totale aggiornato: 9,00 €']);
  });
});

describe('isTemporaryFailure', () => {
  const failure = (status: number) => new ApiError(status, '', { message: 'x', code: 'x' });
  it('retries later without a connection, on server trouble or while the session refreshes', () => {
    expect(isTemporaryFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTemporaryFailure(failure(0))).toBe(true);
    expect(isTemporaryFailure(failure(503))).toBe(true);
    expect(isTemporaryFailure(failure(401))).toBe(true);
  });

  it("takes the server's refusal of the order as final", () => {
    expect(isTemporaryFailure(failure(400))).toBe(false);
    expect(isTemporaryFailure(failure(409))).toBe(false);
  });
});
