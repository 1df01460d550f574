/**
 * One table of bundle packs with the subtotal and discount worked out by hand from spec §9
 * (10 % on each complete group of 5 packs, at the average price per pack, rounded to the
 * cent). The client's `quoteBundle` (unit test) and the server's `quote_order` (integration
 * test) must both give these numbers, so the cart's preview and the order always agree.
 */
export interface BundleDiscountCase {
  name: string;
  /** Bundle lines: price per pack in euros and packs. */
  lines: readonly { price: number; quantity: number }[];
  packs: number;
  subtotal: number;
  discount: number;
}

export const bundleDiscountCases: readonly BundleDiscountCase[] = [
  {
    name: '1 pack: no group of 5',
    lines: [{ price: 4.5, quantity: 1 }],
    packs: 1,
    subtotal: 4.5,
    discount: 0,
  },
  {
    name: '4 packs: still no discount',
    lines: [{ price: 4.5, quantity: 4 }],
    packs: 4,
    subtotal: 18,
    discount: 0,
  },
  {
    name: '5 packs: 10 % on 5 (spec)',
    lines: [{ price: 4.5, quantity: 5 }],
    packs: 5,
    subtotal: 22.5,
    discount: 2.25,
  },
  {
    name: '10 packs: 10 % on all 10 (spec)',
    lines: [{ price: 4.5, quantity: 10 }],
    packs: 10,
    subtotal: 45,
    discount: 4.5,
  },
  {
    name: '12 packs: 10 on 10, 2 at full price (spec)',
    lines: [{ price: 4.5, quantity: 12 }],
    packs: 12,
    subtotal: 54,
    discount: 4.5,
  },
  {
    name: 'mixed prices use the average per pack (decision 002)',
    lines: [
      { price: 4.5, quantity: 2 },
      { price: 4.9, quantity: 2 },
      { price: 5.9, quantity: 1 },
    ],
    packs: 5,
    subtotal: 24.7,
    discount: 2.47,
  },
  {
    // 3 × 5.50 + 4 × 4.70 = 35.30; 35.30 / 7 × 5 × 10 % = 2.5214… → 2.52.
    name: '7 mixed packs: the average over all 7, discount on 5',
    lines: [
      { price: 5.5, quantity: 3 },
      { price: 4.7, quantity: 4 },
    ],
    packs: 7,
    subtotal: 35.3,
    discount: 2.52,
  },
  {
    // 5 × 4.55 = 22.75; 10 % = 2.275 → half a cent rounds up to 2.28.
    name: 'a half cent rounds up',
    lines: [{ price: 4.55, quantity: 5 }],
    packs: 5,
    subtotal: 22.75,
    discount: 2.28,
  },
  {
    // 13 × 4.90 + 2 × 5.50 = 74.70 on 15 packs, all discounted.
    name: '15 packs of two products: three groups',
    lines: [
      { price: 4.9, quantity: 13 },
      { price: 5.5, quantity: 2 },
    ],
    packs: 15,
    subtotal: 74.7,
    discount: 7.47,
  },
  {
    // 23 × 5.90 = 135.70; 135.70 / 23 × 20 × 10 % = 11.80.
    name: '23 packs: 20 discounted, 3 at full price',
    lines: [{ price: 5.9, quantity: 23 }],
    packs: 23,
    subtotal: 135.7,
    discount: 11.8,
  },
];
