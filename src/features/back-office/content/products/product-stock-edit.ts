import type { ProductWrite } from '@/features/back-office/content/products/product-form-model';
import { countOf } from '@/lib/italian-plural';

/**
 * What saving an edited product writes. The stock is the one field the shop changes while the
 * form is open (every order takes packs, every cancellation gives them back), so it is left out
 * when the admin did not touch it, and otherwise written only if it is still the count the form
 * showed: an order placed in between is never counted back into stock (decision 019).
 */
export interface ProductEdit {
  changes: Omit<ProductWrite, 'stock_quantity'> & { stock_quantity?: number };
  /** The stock the form showed, when the edit sets a new one; null when it keeps the stock. */
  expectedStock: number | null;
}

export function productEdit(product: ProductWrite, shownStock: number): ProductEdit {
  const { stock_quantity: stock, ...rest } = product;
  if (stock === undefined || stock === shownStock) return { changes: rest, expectedStock: null };
  return { changes: { ...rest, stock_quantity: stock }, expectedStock: shownStock };
}

/** The edit set a stock, but orders or another admin had changed it since the form showed it. */
export class StockChangedError extends Error {
  constructor(readonly currentStock: number) {
    super(stockChangedMessage(currentStock));
    this.name = 'StockChangedError';
  }
}

/** Under the stock field: short, the field's label says what changed. */
export function stockChangedMessage(currentStock: number): string {
  return `Nel frattempo è cambiata: ora è di ${countOf(currentStock, 'confezione')}. Controlla e salva di nuovo.`;
}

/** The toast: the save button is at the foot of a long form, the stock field at its top. */
export function stockChangedToast(currentStock: number): string {
  return (
    `Modifiche non salvate: la disponibilità è cambiata mentre modificavi il prodotto (ordini ` +
    `o un altro amministratore) e ora è di ${countOf(currentStock, 'confezione')}. ` +
    `Controlla il numero e salva di nuovo.`
  );
}
