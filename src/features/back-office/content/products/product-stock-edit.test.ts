import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  formToProduct,
} from '@/features/back-office/content/products/product-form-model';
import {
  productEdit,
  stockChangedMessage,
  stockChangedToast,
} from '@/features/back-office/content/products/product-stock-edit';

const write = (stock: number) =>
  formToProduct({ ...emptyProductForm(), name: 'Bun', slug: 'bun', stock }, null);

describe('productEdit', () => {
  it('leaves the stock out when the admin kept the count the form showed', () => {
    const edit = productEdit(write(28), 28);
    expect(edit.expectedStock).toBeNull();
    expect('stock_quantity' in edit.changes).toBe(false);
    expect(edit.changes.name).toBe('Bun');
  });

  it('writes a new count only against the count the form showed', () => {
    expect(productEdit(write(50), 28)).toMatchObject({
      changes: { stock_quantity: 50 },
      expectedStock: 28,
    });
    // Zero is a count like any other, not "nothing typed".
    expect(productEdit(write(0), 3)).toMatchObject({
      changes: { stock_quantity: 0 },
      expectedStock: 3,
    });
  });
});

describe('stockChangedMessage and stockChangedToast', () => {
  it('say the current count in Italian, singular and plural', () => {
    expect(stockChangedMessage(1)).toBe(
      'Nel frattempo è cambiata: ora è di 1 confezione. Controlla e salva di nuovo.',
    );
    expect(stockChangedMessage(12)).toContain('ora è di 12 confezioni.');
    expect(stockChangedMessage(0)).toContain('ora è di 0 confezioni.');
    expect(stockChangedToast(28)).toBe(
      'Modifiche non salvate: la disponibilità è cambiata mentre modificavi il prodotto (ordini o un altro amministratore) e ora è di 28 confezioni. Controlla il numero e salva di nuovo.',
    );
  });
});
