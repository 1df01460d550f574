import { describe, expect, it } from 'vitest';
import {
  customerUnitCents,
  lessPercent,
  nextTier,
  packPrice,
  type PriceList,
  priceListFromRows,
  tierReached,
} from '@/domain/pricing/price-list';
import { tierProgressText } from '@/domain/pricing/price-texts';

const list: PriceList = priceListFromRows({
  prices: [
    { product_id: 'classico', unit_price: null, percent_off: 10 },
    { product_id: 'brioche', unit_price: 4.99, percent_off: null },
  ],
  tiers: [
    { min_packs: 40, percent_off: 8 },
    { min_packs: 20, percent_off: 5 },
  ],
});

describe('a business price list', () => {
  it('rounds a percentage half up to the cent, as the server does', () => {
    expect(lessPercent(450, 10)).toBe(405);
    expect(lessPercent(405, 5)).toBe(385); // 384,75
    expect(lessPercent(450, 5)).toBe(428); // 427,5
    expect(customerUnitCents(450, undefined)).toBe(450);
    expect(customerUnitCents(520, { unitCents: 499 })).toBe(499);
  });

  it('switches tiers exactly at their threshold (19, 20, 21 packs)', () => {
    expect(packPrice(list, 'classico', 4.5, 19)).toEqual({
      listCents: 450,
      unitCents: 405,
      tier: null,
    });
    expect(packPrice(list, 'classico', 4.5, 20)).toEqual({
      listCents: 450,
      unitCents: 385,
      tier: { minPacks: 20, percentOff: 5 },
    });
    expect(packPrice(list, 'classico', 4.5, 21).unitCents).toBe(385);
    expect(packPrice(list, 'classico', 4.5, 40).unitCents).toBe(373); // 372,6
    // A product without a rule of its own still gets the tiers on its list price.
    expect(packPrice(list, 'altro', 5, 20).unitCents).toBe(475);
  });

  it('says which tier is reached and how far the next one is', () => {
    expect(tierReached(list.tiers, 19)).toBeNull();
    expect(nextTier(list.tiers, 17)).toEqual({
      tier: { minPacks: 20, percentOff: 5 },
      missingPacks: 3,
    });
    expect(nextTier(list.tiers, 40)).toBeNull();
    expect(tierProgressText(null, nextTier(list.tiers, 17))).toBe(
      'Da 20 confezioni −5%: ne mancano 3',
    );
    expect(tierProgressText(tierReached(list.tiers, 39), nextTier(list.tiers, 39))).toBe(
      'Sconto quantità −5% applicato · Da 40 confezioni −8%: ne manca 1',
    );
    expect(tierProgressText(null, nextTier(list.tiers, 0))).toBe('Da 20 confezioni −5%');
    expect(tierProgressText(null, null)).toBeNull();
  });
});
