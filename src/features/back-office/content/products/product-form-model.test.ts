import { describe, expect, it } from 'vitest';
import {
  checkProductForm,
  emptyProductForm,
  formEnergy,
  formToProduct,
  productFormSchema,
  productMessages,
  productToForm,
  type ProductFormValues,
} from '@/features/back-office/content/products/product-form-model';
import type { ProductRow } from '@/domain/catalogue/product';

function issuesOf(values: ProductFormValues): Record<string, string> {
  const issues: Record<string, string> = {};
  checkProductForm(values, (field, message) => {
    issues[field] = message;
  });
  return issues;
}

const valid: ProductFormValues = {
  ...emptyProductForm(),
  name: 'Bun al sesamo',
  slug: 'bun-al-sesamo',
  description: 'Morbido, con sesamo tostato.',
  price: 4.5,
  category: 'classici',
  stock: 20,
  ingredients: 'Farina di grano tenero, acqua, sesamo, lievito, sale.',
  allergens: ['glutine', 'sesamo'],
  weightGrams: 80,
  storage: 'In luogo fresco e asciutto.',
  legalName: 'Pane di grano tenero con semi di sesamo',
  shelfLifeDays: 5,
  nutrition: {
    calories: '',
    fats: 5,
    saturated_fats: 1.5,
    carbs: 50,
    sugars: 4,
    fiber: 2,
    proteins: 9,
    salt: 1.1,
  },
};

describe('checkProductForm', () => {
  it('accepts a complete product', () => {
    expect(issuesOf(valid)).toEqual({});
    expect(productFormSchema.safeParse(valid).success).toBe(true);
  });

  it('explains in Italian what a new, empty product still needs to go on sale', () => {
    const required = productMessages.nutritionRequired;
    expect(issuesOf(emptyProductForm())).toEqual({
      name: productMessages.nameTooShort,
      slug: productMessages.slugRequired,
      price: productMessages.priceRequired,
      category: productMessages.categoryRequired,
      description: productMessages.descriptionRequired,
      ingredients: productMessages.ingredientsRequired,
      allergens: productMessages.allergensRequired,
      weightGrams: productMessages.weightRequired,
      storage: productMessages.storageRequired,
      legalName: productMessages.legalNameRequired,
      shelfLifeDays: productMessages.shelfLifeRequired,
      'nutrition.fats': required,
      'nutrition.saturated_fats': required,
      'nutrition.carbs': required,
      'nutrition.sugars': required,
      'nutrition.fiber': required,
      'nutrition.proteins': required,
      'nutrition.salt': required,
    });
  });

  it('takes "none of the 14 allergens" as a declaration, an empty list alone not', () => {
    expect(issuesOf({ ...valid, allergens: [] })).toEqual({
      allergens: productMessages.allergensRequired,
    });
    expect(issuesOf({ ...valid, allergens: [], noAllergens: true })).toEqual({});
    expect(productToForm({ ...stored, allergens: [] }).noAllergens).toBe(true);
  });

  it('lets a draft (not on sale) stay incomplete', () => {
    expect(issuesOf({ ...emptyProductForm(), isActive: false })).toEqual({
      name: productMessages.nameTooShort,
      slug: productMessages.slugRequired,
      price: productMessages.priceRequired,
      category: productMessages.categoryRequired,
    });
  });

  it('asks for saturates within fat and sugars within carbohydrate, and some energy', () => {
    expect(
      issuesOf({
        ...valid,
        nutrition: { ...valid.nutrition, saturated_fats: 6, sugars: 51 },
      }),
    ).toEqual({
      'nutrition.saturated_fats': productMessages.saturatesAboveFats,
      'nutrition.sugars': productMessages.sugarsAboveCarbs,
    });
    const nothing = {
      ...valid.nutrition,
      fats: 0,
      saturated_fats: 0,
      carbs: 0,
      sugars: 0,
      fiber: 0,
      proteins: 0,
    };
    expect(issuesOf({ ...valid, nutrition: nothing })).toEqual({
      'nutrition.calories': productMessages.energyRequired,
    });
  });

  it('calculates the energy from the nutrients (Annex XIV), never from what was typed', () => {
    expect(formEnergy(valid.nutrition)).toEqual({ kj: 1204, kcal: 285 });
    expect(formEnergy({ ...valid.nutrition, fiber: '' })).toBeNull();
    expect(
      formToProduct({ ...valid, nutrition: { ...valid.nutrition, calories: 999 } }, null)
        .nutritional_values,
    ).toMatchObject({
      calories: 285,
    });
  });

  it('asks for the legal name and a whole shelf life in days', () => {
    expect(issuesOf({ ...valid, shelfLifeDays: 0, legalName: 'x'.repeat(201) })).toEqual({
      shelfLifeDays: productMessages.shelfLifeInvalid,
      legalName: productMessages.legalNameTooLong,
    });
  });

  it('applies the catalogue constraints to numbers and the slug', () => {
    expect(
      issuesOf({
        ...valid,
        slug: 'Bun Al Sesamo',
        price: 0,
        stock: 2.5,
        weightGrams: 2500,
        packSize: 0,
        nutrition: { ...valid.nutrition, salt: -1, fats: '' },
      }),
    ).toEqual({
      slug: productMessages.slugInvalid,
      price: productMessages.pricePositive,
      stock: productMessages.stockInvalid,
      weightGrams: productMessages.weightInvalid,
      packSize: productMessages.packSizeInvalid,
      'nutrition.salt': productMessages.nutritionInvalid,
      'nutrition.fats': productMessages.nutritionRequired,
    });
  });

  it('refuses diets that contradict the allergens', () => {
    expect(issuesOf({ ...valid, isGlutenFree: true })).toEqual({
      allergens: productMessages.glutenFreeWithGluten,
    });
    expect(issuesOf({ ...valid, isVegan: true, allergens: ['latte'] })).toEqual({
      allergens: productMessages.veganWithAnimalAllergens,
    });
  });

  it('reports nested fields with the path Mantine uses', () => {
    const result = productFormSchema.safeParse({
      ...valid,
      nutrition: { ...valid.nutrition, salt: -2 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['nutrition', 'salt']]);
  });
});

const stored: ProductRow = {
  id: '3f2a1b2c-1111-2222-3333-444455556666',
  slug: 'bun-classico',
  name: 'Bun Classico',
  description: 'Il bun di tutti i giorni',
  full_description: 'Morbido e dorato.',
  price: 4.5,
  image_url: 'product-images/seed/bun-classico-640w.webp',
  gallery: [
    'product-images/seed/bun-classico-640w.webp',
    'product-images/seed/bun-classico-burger-640w.webp',
  ],
  category: 'classici',
  tags: ['morbido'],
  ingredients: 'Farina, acqua, lievito',
  allergens: ['glutine', 'sconosciuto'],
  // Energy as the database keeps it: 4 × 50 + 4 × 9 + 9 × 4 + 2 × 2 kcal (Annex XIV).
  nutritional_values: { calories: 276, carbs: 50, proteins: 9, fats: 4, fiber: 2, salt: 1.2 },
  preparation: 'Tostare 1 minuto',
  storage: 'Luogo fresco e asciutto',
  perfect_pairings: ['Cheeseburger'],
  is_bestseller: true,
  is_vegan: false,
  is_gluten_free: false,
  stock_quantity: 40,
  weight_grams: 80,
  pack_size: 4,
  vat_rate: 4,
  legal_name: 'Pane di grano tenero',
  shelf_life_days: 5,
  label_version: 1,
  label_updated_at: '2026-11-01T10:00:00Z',
  archived_at: null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

describe('productToForm / formToProduct', () => {
  it('round-trips a stored product, cover first and each image once', () => {
    const form = productToForm(stored);
    expect(form.images).toEqual(stored.gallery);
    expect(form.allergens).toEqual(['glutine']);
    const row = formToProduct(form, null);
    expect(row).toMatchObject({
      slug: 'bun-classico',
      price: 4.5,
      image_url: 'product-images/seed/bun-classico-640w.webp',
      gallery: stored.gallery,
      nutritional_values: stored.nutritional_values,
      archived_at: null,
      weight_grams: 80,
      vat_rate: 4,
      legal_name: 'Pane di grano tenero',
      shelf_life_days: 5,
    });
  });

  it('leaves saturates and sugars never declared empty, and out of a draft’s row', () => {
    const form = productToForm(stored);
    expect(form.nutrition).toMatchObject({ saturated_fats: '', sugars: '' });
    expect(formToProduct({ ...form, isActive: false }, null).nutritional_values).toEqual(
      stored.nutritional_values,
    );
    const declared = { ...form.nutrition, saturated_fats: 1, sugars: 3 };
    expect(formToProduct({ ...form, nutrition: declared }, null).nutritional_values).toEqual({
      calories: 276,
      fats: 4,
      saturated_fats: 1,
      carbs: 50,
      sugars: 3,
      fiber: 2,
      proteins: 9,
      salt: 1.2,
    });
  });

  it('makes the first image the cover after a reorder, and none without images', () => {
    const form = productToForm(stored);
    const reordered = formToProduct({ ...form, images: [...form.images].reverse() }, null);
    expect(reordered.image_url).toBe('product-images/seed/bun-classico-burger-640w.webp');
    expect(formToProduct({ ...form, images: [] }, null)).toMatchObject({
      image_url: null,
      gallery: [],
    });
  });

  it('archives a deactivated product now, and keeps the date of one already archived', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const form = { ...productToForm(stored), isActive: false };
    expect(formToProduct(form, null, now).archived_at).toBe('2026-11-22T09:00:00.000Z');
    expect(formToProduct(form, '2026-11-02T00:00:00Z', now).archived_at).toBe(
      '2026-11-02T00:00:00Z',
    );
  });

  it('trims texts, drops blank or repeated tags and rounds the price to cents', () => {
    const row = formToProduct(
      {
        ...valid,
        name: '  Bun  ',
        tags: [' soffice ', '', 'soffice'],
        price: 4.499,
        weightGrams: '',
      },
      null,
    );
    expect(row).toMatchObject({ name: 'Bun', tags: ['soffice'], price: 4.5, weight_grams: null });
  });
});
