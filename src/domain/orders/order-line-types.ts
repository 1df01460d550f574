// The cart lines `quote_order` and `place_order` take (migration `*_pricing.sql`). Types only,
// so server-side code and tests can use them without loading the browser's cart store.

/** A plain line as `quote_order` / `place_order` take it: packs of one product. */
export interface ProductLineInput {
  product_id: string;
  quantity: number;
}

/** A custom bundle line: its products and packs, and how many copies of the bundle. */
export interface BundleLineInput {
  bundle: ProductLineInput[];
  quantity: number;
  id: string;
}

/** One cart line in the server's shape (migration `*_pricing.sql`). */
export type OrderLineInput = ProductLineInput | BundleLineInput;
