import { describe, expect, it } from 'vitest';
import { formFromRows, payloadFromForm } from '@/features/back-office/customers/price-list-form';

const names = new Map([
  ['classico', 'Bun Classico'],
  ['brioche', 'Bun Brioche'],
]);

describe('the price list form', () => {
  it('round-trips the saved rows into the payload, tiers in order', () => {
    const form = formFromRows({
      prices: [
        { product_id: 'classico', unit_price: null, percent_off: 10 },
        { product_id: 'brioche', unit_price: 4.99, percent_off: null },
      ],
      tiers: [{ min_packs: 20, percent_off: 5 }],
    });
    form.tiers.push({ minPacks: 10, percentOff: 3 });
    expect(payloadFromForm(form, names)).toEqual({
      payload: {
        prices: [
          { product_id: 'classico', percent_off: 10 },
          { product_id: 'brioche', unit_price: 4.99 },
        ],
        tiers: [
          { min_packs: 10, percent_off: 3 },
          { min_packs: 20, percent_off: 5 },
        ],
      },
    });
  });

  it('says in Italian what to fix', () => {
    const form = (products: Parameters<typeof payloadFromForm>[0]['products'], tiers = []) =>
      payloadFromForm({ products, tiers }, names);
    expect(form({ classico: { mode: 'price', value: 4.555 } })).toEqual({
      error: 'Indica un prezzo maggiore di zero, al centesimo, per Bun Classico.',
    });
    expect(form({ brioche: { mode: 'percent', value: 95 } })).toEqual({
      error: 'Lo sconto di Bun Brioche deve essere un numero intero fra 1 e 90.',
    });
    expect(
      payloadFromForm(
        {
          products: {},
          tiers: [
            { minPacks: 20, percentOff: 5 },
            { minPacks: 20, percentOff: 8 },
          ],
        },
        names,
      ),
    ).toEqual({ error: 'Ci sono due fasce da 20 confezioni: tienine una.' });
    expect(
      payloadFromForm({ products: {}, tiers: [{ minPacks: 1, percentOff: 5 }] }, names),
    ).toEqual({
      error: 'Ogni fascia parte da un numero intero di confezioni fra 2 e 500.',
    });
  });
});
