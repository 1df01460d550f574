import { fromCents, toCents } from '@/lib/format';

// A business customer's own prices (issue 23, decision 012), the same rules as the server's
// private.price_order_lines, in integer cents:
//   1. the price per pack is the customer's fixed price, or the list price less a whole
//      percentage (rounded half up to the cent), or the list price;
//   2. on plain lines, the tier reached by the packs of that product in the whole order takes
//      its percentage off step 1, rounded the same way; bundle entries keep step 1.

export interface PriceRule {
  /** A fixed price per pack, in cents. */
  unitCents?: number;
  /** A whole percentage off the list price (1–90). */
  percentOff?: number;
}

export interface PriceTier {
  minPacks: number;
  percentOff: number;
}

export interface PriceList {
  /** Product id → the customer's rule for it. */
  rules: Readonly<Record<string, PriceRule>>;
  /** Ascending by minPacks. */
  tiers: readonly PriceTier[];
}

export const noPriceList: PriceList = { rules: {}, tiers: [] };

export function hasPrices(list: PriceList): boolean {
  return Object.keys(list.rules).length > 0 || list.tiers.length > 0;
}

/** round(cents × (100 − percent) / 100), half up: Math.round on positive cents, as decision 002. */
export function lessPercent(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}

/** Step 1: the customer's price per pack before any tier. */
export function customerUnitCents(listCents: number, rule: PriceRule | undefined): number {
  if (rule?.unitCents !== undefined) return rule.unitCents;
  if (rule?.percentOff !== undefined) return lessPercent(listCents, rule.percentOff);
  return listCents;
}

/** The highest tier whose threshold `packs` reaches, or null. */
export function tierReached(tiers: readonly PriceTier[], packs: number): PriceTier | null {
  let reached: PriceTier | null = null;
  for (const tier of tiers) {
    if (tier.minPacks <= packs && (!reached || tier.minPacks > reached.minPacks)) reached = tier;
  }
  return reached;
}

/** The next tier above `packs` and how many packs are missing for it, or null. */
export function nextTier(
  tiers: readonly PriceTier[],
  packs: number,
): { tier: PriceTier; missingPacks: number } | null {
  let next: PriceTier | null = null;
  for (const tier of tiers) {
    if (tier.minPacks > packs && (!next || tier.minPacks < next.minPacks)) next = tier;
  }
  return next ? { tier: next, missingPacks: next.minPacks - packs } : null;
}

export interface PackPrice {
  listCents: number;
  /** What the customer pays per pack: step 1, then the tier reached. */
  unitCents: number;
  tier: PriceTier | null;
}

/** Steps 1 and 2 for `packs` packs of one product on plain lines: the price of a cart line. */
export function packPriceCents(
  list: PriceList,
  productId: string,
  listCents: number,
  packs: number,
): PackPrice {
  const baseCents = customerUnitCents(listCents, list.rules[productId]);
  const tier = tierReached(list.tiers, packs);
  return { listCents, unitCents: tier ? lessPercent(baseCents, tier.percentOff) : baseCents, tier };
}

/** `packPriceCents` for a list price in euros, as catalogue products carry it. */
export function packPrice(
  list: PriceList,
  productId: string,
  listPrice: number,
  packs: number,
): PackPrice {
  return packPriceCents(list, productId, toCents(listPrice), packs);
}

/** The customer's price of one pack before tiers, in euros (a bundle entry, a catalogue card). */
export function customerPrice(list: PriceList, productId: string, listPrice: number): number {
  return fromCents(customerUnitCents(toCents(listPrice), list.rules[productId]));
}

/** The wire shape of the two tables, as read by the customer (RLS) or the admin. */
export interface PriceListRows {
  prices: readonly { product_id: string; unit_price: number | null; percent_off: number | null }[];
  tiers: readonly { min_packs: number; percent_off: number }[];
}

export function priceListFromRows(rows: PriceListRows): PriceList {
  const rules: Record<string, PriceRule> = {};
  for (const row of rows.prices) {
    if (row.unit_price !== null) rules[row.product_id] = { unitCents: toCents(row.unit_price) };
    else if (row.percent_off !== null) rules[row.product_id] = { percentOff: row.percent_off };
  }
  const tiers = rows.tiers
    .map((tier) => ({ minPacks: tier.min_packs, percentOff: tier.percent_off }))
    .sort((a, b) => a.minPacks - b.minPacks);
  return { rules, tiers };
}
