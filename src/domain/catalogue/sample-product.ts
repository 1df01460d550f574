import { type Product, type ProductRow, toProduct } from '@/domain/catalogue/product';

/** A product row as the seed's Bun Classico has it; `overrides` change fields of the row. */
export function sampleProductRow(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: '0b6c1e7a-5f0e-4c43-9d7c-1f2a3b4c5d6e',
    slug: 'bun-classico',
    name: 'Bun Classico',
    description: 'Il nostro bun da hamburger per eccellenza, con semi di sesamo tostati.',
    full_description: 'Impastato con lievito madre e lievitato per oltre 18 ore.',
    price: 4.5,
    image_url: 'product-images/seed/bun-classico-640w.webp',
    gallery: [
      'product-images/seed/bun-classico-640w.webp',
      'product-images/seed/bun-classico-burger-640w.webp',
    ],
    category: 'classici',
    tags: ['sesamo'],
    ingredients:
      'Farina di grano tenero tipo 0, acqua, latte intero, burro, uova, zucchero, lievito madre, semi di sesamo (3%), sale.',
    allergens: ['glutine', 'latte', 'uova', 'sesamo'],
    nutritional_values: {
      calories: 303,
      carbs: 49.2,
      sugars: 4.4,
      proteins: 9.8,
      fats: 6.9,
      saturated_fats: 3.1,
      fiber: 2.6,
      salt: 1.1,
    },
    preparation: 'Scaldate i bun in forno a 180°C per 2-3 minuti.',
    storage: 'Conservare in luogo fresco e asciutto.',
    perfect_pairings: ['Hamburger di Fassona piemontese', 'Bun di Patate'],
    is_bestseller: true,
    is_vegan: false,
    is_gluten_free: false,
    stock_quantity: 120,
    weight_grams: 80,
    vat_rate: 10,
    pack_size: 4,
    legal_name: 'Pane al latte con burro, uova e semi di sesamo',
    shelf_life_days: 6,
    label_version: 1,
    label_updated_at: '2026-11-02T08:00:00+00:00',
    archived_at: null,
    created_at: '2026-11-01T08:00:00+00:00',
    updated_at: '2026-11-02T08:00:00+00:00',
    ...overrides,
  };
}

/**
 * The sample row turned into a `Product` the way the API layer does, for unit and component
 * tests. `overrides` change fields of the row.
 */
export function sampleProduct(overrides: Partial<ProductRow> = {}): Product {
  return toProduct(sampleProductRow(overrides));
}
