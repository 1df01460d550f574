import type { PriceListPayload } from '@/features/back-office/api/price-list-api';
import type { PriceListRows } from '@/domain/pricing/price-list';

// The "Listino prezzi" form of the customer page as plain data: per product the list price, a
// fixed price or a percentage off; the quantity tiers. Checked here with Italian messages
// before the database checks the same rules again.

export type PriceMode = 'list' | 'price' | 'percent';

export interface ProductPriceField {
  mode: PriceMode;
  /** Euros for 'price', whole percent for 'percent'; '' while empty. */
  value: number | '';
}

export interface TierField {
  minPacks: number | '';
  percentOff: number | '';
}

export interface PriceListForm {
  products: Record<string, ProductPriceField>;
  tiers: TierField[];
}

export function formFromRows(rows: PriceListRows): PriceListForm {
  const products: Record<string, ProductPriceField> = {};
  for (const row of rows.prices) {
    products[row.product_id] =
      row.unit_price !== null
        ? { mode: 'price', value: row.unit_price }
        : { mode: 'percent', value: row.percent_off ?? '' };
  }
  return {
    products,
    tiers: rows.tiers.map((tier) => ({ minPacks: tier.min_packs, percentOff: tier.percent_off })),
  };
}

const wholePercent = (value: number | '') =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 90;

/** The RPC's payload, or the first thing to fix, in Italian. */
export function payloadFromForm(
  form: PriceListForm,
  productNames: ReadonlyMap<string, string>,
): { payload: PriceListPayload } | { error: string } {
  const prices: PriceListPayload['prices'] = [];
  for (const [productId, field] of Object.entries(form.products)) {
    const name = productNames.get(productId) ?? 'un prodotto';
    if (field.mode === 'price') {
      const value = field.value;
      if (typeof value !== 'number' || value <= 0 || Math.round(value * 100) / 100 !== value)
        return { error: `Indica un prezzo maggiore di zero, al centesimo, per ${name}.` };
      prices.push({ product_id: productId, unit_price: value });
    } else if (field.mode === 'percent') {
      if (!wholePercent(field.value))
        return { error: `Lo sconto di ${name} deve essere un numero intero fra 1 e 90.` };
      prices.push({ product_id: productId, percent_off: field.value as number });
    }
  }
  const tiers: PriceListPayload['tiers'] = [];
  const seen = new Set<number>();
  for (const tier of form.tiers) {
    const { minPacks, percentOff } = tier;
    if (
      typeof minPacks !== 'number' ||
      !Number.isInteger(minPacks) ||
      minPacks < 2 ||
      minPacks > 500
    )
      return { error: 'Ogni fascia parte da un numero intero di confezioni fra 2 e 500.' };
    if (!wholePercent(percentOff))
      return { error: 'Lo sconto di ogni fascia deve essere un numero intero fra 1 e 90.' };
    if (seen.has(minPacks))
      return { error: `Ci sono due fasce da ${minPacks} confezioni: tienine una.` };
    seen.add(minPacks);
    tiers.push({ min_packs: minPacks, percent_off: percentOff as number });
  }
  tiers.sort((a, b) => a.min_packs - b.min_packs);
  return { payload: { prices, tiers } };
}
