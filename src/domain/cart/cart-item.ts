/** One cart line. The full product shape and the cart rules come with the cart feature. */
export interface CartItem {
  product: { id: string | number; price?: number; [field: string]: unknown };
  quantity?: number;
  /** When this device last added or changed the line (epoch ms): the cart sync's clock. */
  updatedAt?: number;
  [field: string]: unknown;
}

/** What a cart line needs of a product (a catalogue `Product` or a bundle built in the dialog). */
export type CartProduct = CartItem['product'];
