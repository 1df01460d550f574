import { beforeAll, describe, expect, it } from 'vitest';
import { completeProductInformation } from '../../support/complete-product.ts';
import { serviceClient, type SignedIn, signInDemo, uniqueSlug } from '../schema/schema-helpers.ts';

// A product on sale carries what EU Regulation 1169/2011 requires before purchase (issues 27
// and 37); the database refuses it otherwise, for the admin's own session too, and a draft
// (archived) product may stay incomplete until it is finished. Its energy is calculated from
// its nutrients, and every change of its label moves the sheet's version on.

let admin: SignedIn;

beforeAll(async () => {
  admin = await signInDemo('Amministratore');
});

function newProduct(fields: Record<string, unknown>) {
  const slug = uniqueSlug('bun-completo');
  return { slug, name: `Bun ${slug.slice(-8)}`, price: 4.5, category: 'classici', ...fields };
}

describe('a product on sale is complete', () => {
  it('accepts an active product with every mandatory field, allergen-free ones included', async () => {
    const { error } = await admin.client
      .from('products')
      .insert(newProduct(completeProductInformation));
    expect(error).toBeNull();
    // An empty list declares none of the 14 allergens (the order e-mail says so).
    const allergenFree = await admin.client
      .from('products')
      .insert(newProduct({ ...completeProductInformation, allergens: [] }));
    expect(allergenFree.error).toBeNull();
  });

  it('refuses an active product without its full nutrition, naming what is missing', async () => {
    const { error } = await admin.client.from('products').insert(
      newProduct({
        ...completeProductInformation,
        storage: '',
        nutritional_values: { calories: 270, fats: 4, carbs: 50, proteins: 9, fiber: 2, salt: 1 },
      }),
    );
    expect(error).toMatchObject({
      code: '23514',
      message:
        'Il prodotto non può essere in vendita senza: conservazione, grassi saturi, zuccheri.',
      // What the console shows (save-error-message.ts): the same gaps, and the way out.
      hint:
        'Il prodotto non può essere in vendita senza: conservazione, grassi saturi, zuccheri. ' +
        'Completa questi campi o togli la spunta «In vendita» per salvarlo come bozza.',
    });
  });

  it('names every gap of an empty new product', async () => {
    const { error } = await admin.client.from('products').insert(newProduct({}));
    expect(error?.message).toBe(
      'Il prodotto non può essere in vendita senza: descrizione, denominazione legale, ' +
        'ingredienti, peso, conservazione, durata, energia, grassi saturi, zuccheri.',
    );
  });

  it('refuses saturates above fat and sugars above carbohydrate', async () => {
    const nutrition = completeProductInformation.nutritional_values;
    const saturates = await admin.client.from('products').insert(
      newProduct({
        ...completeProductInformation,
        nutritional_values: { ...nutrition, saturated_fats: nutrition.fats + 1 },
      }),
    );
    expect(saturates.error?.message).toBe('I grassi saturi non possono superare i grassi totali.');
    const sugars = await admin.client.from('products').insert(
      newProduct({
        ...completeProductInformation,
        nutritional_values: { ...nutrition, sugars: nutrition.carbs + 1 },
      }),
    );
    expect(sugars.error?.message).toBe('Gli zuccheri non possono superare i carboidrati.');
  });

  it('keeps an incomplete draft, and refuses to put it on sale until it is complete', async () => {
    const draft = await admin.client
      .from('products')
      .insert(newProduct({ archived_at: new Date().toISOString() }))
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const id = draft.data!.id;

    const onSale = await admin.client.from('products').update({ archived_at: null }).eq('id', id);
    expect(onSale.error?.code).toBe('23514');

    const completed = await admin.client
      .from('products')
      .update({ ...completeProductInformation, archived_at: null })
      .eq('id', id);
    expect(completed.error).toBeNull();
  });

  it('holds for the service role as well', async () => {
    const { error } = await serviceClient()
      .from('products')
      .insert(newProduct({ ...completeProductInformation, weight_grams: null }));
    expect(error?.message).toBe('Il prodotto non può essere in vendita senza: peso.');
  });
});

describe('the label data', () => {
  it('states the energy calculated from the nutrients (Annex XIV), whatever was typed', async () => {
    const { data, error } = await admin.client
      .from('products')
      .insert(
        newProduct({
          ...completeProductInformation,
          nutritional_values: { ...completeProductInformation.nutritional_values, calories: 999 },
        }),
      )
      .select('nutritional_values')
      .single();
    expect(error).toBeNull();
    // 4 × 50 g carbohydrate + 4 × 9 g protein + 9 × 4 g fat + 2 × 2 g fibre.
    expect((data as { nutritional_values: { calories: number } }).nutritional_values.calories).toBe(
      276,
    );
  });

  it('moves the sheet version on when the label changes, not when the stock does', async () => {
    const created = await admin.client
      .from('products')
      .insert(newProduct(completeProductInformation))
      .select('id, label_version, label_updated_at')
      .single();
    const product = created.data as { id: string; label_version: number; label_updated_at: string };
    expect(product.label_version).toBe(1);
    await admin.client
      .from('products')
      .update({ stock_quantity: 7, price: 4.9 })
      .eq('id', product.id);
    const stock = await admin.client
      .from('products')
      .select('label_version')
      .eq('id', product.id)
      .single();
    expect(stock.data).toEqual({ label_version: 1 });
    await admin.client
      .from('products')
      .update({ ingredients: 'Farina di grano tenero tipo 1, acqua, sale.' })
      .eq('id', product.id);
    const label = await admin.client
      .from('products')
      .select('label_version, label_updated_at')
      .eq('id', product.id)
      .single();
    expect(label.data).toMatchObject({ label_version: 2 });
    expect(
      Date.parse((label.data as { label_updated_at: string }).label_updated_at),
    ).toBeGreaterThanOrEqual(Date.parse(product.label_updated_at));
  });
});
