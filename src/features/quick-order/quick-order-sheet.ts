// The quick-order sheet's rules (issue 23): product id → packs, capped by the stock, filled from
// the last order or the standing order, totalled in integer cents. Pure, so the rules are
// unit-tested apart from the screen.
import { noPriceList, packPrice, type PriceList } from '@/domain/pricing/price-list';
import type { CartItem } from '@/domain/cart/cart-store';

/** product id → packs (a missing entry is 0). */
export type Sheet = Readonly<Record<string, number>>;

/** What the sheet needs of a catalogue product. */
export interface SheetProduct {
  id: string;
  price: number;
  stock_quantity: number;
}

/** The packs that can be asked for: a whole number from 0 to the stock left. */
export function capToStock(quantity: number, product: Pick<SheetProduct, 'stock_quantity'>) {
  if (!Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.min(Math.floor(quantity), Math.max(0, product.stock_quantity)));
}

export interface FilledSheet {
  sheet: Sheet;
  /** Products whose wanted packs were more than the stock left: the customer is told. */
  capped: { productId: string; wanted: number; available: number }[];
}

/**
 * The sheet as `source` says (the last order, the standing order), for the active products
 * only: each capped by its stock, a product not in the source at 0 — "come l'ultimo ordine"
 * means exactly that order, not that order on top of what was typed.
 */
export function fillFrom(
  source: ReadonlyMap<string, number>,
  products: readonly SheetProduct[],
): FilledSheet {
  const sheet: Record<string, number> = {};
  const capped: FilledSheet['capped'] = [];
  for (const product of products) {
    const wanted = source.get(product.id) ?? 0;
    if (wanted <= 0) continue;
    const packs = capToStock(wanted, product);
    if (packs > 0) sheet[product.id] = packs;
    if (packs < wanted) {
      capped.push({ productId: product.id, wanted, available: packs });
    }
  }
  return { sheet, capped };
}

/** The sheet with one product's packs set (capped by its stock). */
export function setPacks(sheet: Sheet, product: SheetProduct, quantity: number): Sheet {
  const packs = capToStock(quantity, product);
  const next: Record<string, number> = { ...sheet };
  if (packs > 0) next[product.id] = packs;
  else delete next[product.id];
  return next;
}

/**
 * The total of the sheet in cents: each pack's price in cents × packs (decision 002), at the
 * customer's own price and tier (decision 012): the sheet's packs are the cart's plain lines.
 */
export function sheetTotalCents(
  sheet: Sheet,
  products: readonly SheetProduct[],
  priceList: PriceList = noPriceList,
): number {
  return products.reduce((sum, product) => {
    const packs = sheet[product.id] ?? 0;
    return packs === 0
      ? sum
      : sum + packPrice(priceList, product.id, product.price, packs).unitCents * packs;
  }, 0);
}

/** How many packs the sheet holds in all. */
export function sheetPacks(sheet: Sheet): number {
  return Object.values(sheet).reduce((sum, packs) => sum + packs, 0);
}

/**
 * The sheet opens with what the cart already holds of each product as a plain line (bundles
 * stay what they are): the sheet then edits the cart's packs instead of adding on top of them,
 * so pressing the button twice never doubles an order.
 */
export function sheetFromCart(
  items: readonly CartItem[],
  products: readonly SheetProduct[],
): Sheet {
  const inCart = new Map<string, number>();
  for (const item of items) {
    if (typeof item.product.id === 'string') inCart.set(item.product.id, item.quantity ?? 0);
  }
  return fillFrom(inCart, products).sheet;
}

export type CartChange =
  | { kind: 'add'; productId: string; quantity: number }
  | { kind: 'update'; productId: string; quantity: number }
  | { kind: 'remove'; productId: string };

/**
 * What the cart must do so its plain lines of the sheet's products hold the sheet's packs:
 * add the new ones, change the others, drop the ones set to 0. Lines of other products and
 * bundles are left alone.
 */
export function cartChanges(
  sheet: Sheet,
  items: readonly CartItem[],
  products: readonly SheetProduct[],
): CartChange[] {
  const changes: CartChange[] = [];
  for (const product of products) {
    const packs = sheet[product.id] ?? 0;
    const line = items.find((item) => item.product.id === product.id);
    if (!line) {
      if (packs > 0) changes.push({ kind: 'add', productId: product.id, quantity: packs });
    } else if (packs === 0) {
      changes.push({ kind: 'remove', productId: product.id });
    } else if (line.quantity !== packs) {
      changes.push({ kind: 'update', productId: product.id, quantity: packs });
    }
  }
  return changes;
}
