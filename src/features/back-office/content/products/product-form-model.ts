import { z } from 'zod/mini';
import type { TablesInsert } from '@/types/database.gen';
import { type AllergenCode, isAllergenCode } from '@/domain/catalogue/allergens';
import { isProductCategory, type ProductCategory } from '@/domain/catalogue/categories';
import { type NutritionKey, nutritionKeys, parseNutrition } from '@/domain/catalogue/nutrition';
import type { ProductRow } from '@/domain/catalogue/product';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '@/features/back-office/content/slugify';
import { energyOf } from '../../../../../supabase/functions/_shared/nutrition-declaration';

/** A number field as Mantine's NumberInput gives it: a number, or '' while empty. */
export type NumberField = number | '';

/** The product form: every column of the catalogue an admin edits (spec §3). */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  fullDescription: string;
  price: NumberField;
  category: ProductCategory | '';
  tags: string[];
  ingredients: string;
  allergens: AllergenCode[];
  /** "None of the 14" ticked: an empty allergen list declared on purpose (not stored). */
  noAllergens: boolean;
  nutrition: Record<NutritionKey, NumberField>;
  preparation: string;
  storage: string;
  /** The legal name of the food (EU 1169/2011 art. 17), beside the trade name. */
  legalName: string;
  /** Days the product keeps from the day of baking. */
  shelfLifeDays: NumberField;
  pairings: string[];
  isBestseller: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  /** Unchecked = archived: hidden from the shop, kept for the orders that list it. */
  isActive: boolean;
  stock: NumberField;
  weightGrams: NumberField;
  packSize: NumberField;
  /** VAT percent as the select holds it: '4' ordinary bakery, '10' fine bakery (vat-rule.ts). */
  vatRate: string;
  /** Storage keys, the cover first. */
  images: string[];
}

/** The VAT rates a product can carry (the database allows exactly these). */
export const vatRateOptions = [
  { value: '4', label: '4% – panetteria ordinaria' },
  { value: '10', label: '10% – panetteria fine (uova, miele, formaggio…)' },
  { value: '5', label: '5%' },
  { value: '22', label: '22%' },
];

export const productMessages = {
  nameTooShort: 'Il nome deve avere almeno 2 caratteri',
  nameTooLong: 'Il nome può avere al massimo 120 caratteri',
  slugRequired: 'Lo slug è obbligatorio',
  slugInvalid: 'Usa solo lettere minuscole senza accenti, numeri e trattini (es. bun-al-sesamo)',
  slugTooLong: `Lo slug può avere al massimo ${MAX_SLUG_LENGTH} caratteri`,
  slugTaken: 'Questo slug è già usato da un altro prodotto',
  descriptionTooLong: 'La descrizione breve può avere al massimo 500 caratteri',
  fullDescriptionTooLong: 'La descrizione completa può avere al massimo 5000 caratteri',
  priceRequired: 'Inserisci il prezzo',
  pricePositive: 'Il prezzo deve essere maggiore di zero',
  categoryRequired: 'Scegli una categoria',
  stockInvalid: 'La disponibilità deve essere un numero intero, zero o più',
  weightInvalid: 'Il peso di un bun deve essere tra 1 e 2000 grammi',
  packSizeInvalid: 'La confezione deve contenere da 1 a 100 bun',
  nutritionInvalid: 'Inserisci un valore pari o superiore a zero',
  // A product on sale carries what EU Regulation 1169/2011 requires (the database checks it too).
  descriptionRequired: 'La descrizione breve è obbligatoria per un prodotto in vendita',
  ingredientsRequired: 'Gli ingredienti sono obbligatori per un prodotto in vendita',
  allergensRequired:
    'Indica gli allergeni, o che non ne contiene nessuno: è obbligatorio per un prodotto in vendita',
  weightRequired: 'Il peso è obbligatorio per un prodotto in vendita',
  storageRequired: 'La conservazione è obbligatoria per un prodotto in vendita',
  legalNameRequired: 'La denominazione legale è obbligatoria per un prodotto in vendita',
  legalNameTooLong: 'La denominazione legale può avere al massimo 200 caratteri',
  shelfLifeRequired: 'La durata è obbligatoria per un prodotto in vendita',
  shelfLifeInvalid: 'La durata è un numero intero di giorni, da 1 a 365',
  nutritionRequired: 'Obbligatorio per un prodotto in vendita',
  energyRequired:
    'Con grassi, carboidrati, fibre e proteine a zero l’energia è zero: controlla i valori',
  saturatesAboveFats: 'I grassi saturi non possono superare i grassi totali',
  sugarsAboveCarbs: 'Gli zuccheri non possono superare i carboidrati',
  glutenFreeWithGluten: 'Un prodotto senza glutine non può contenere glutine',
  veganWithAnimalAllergens:
    'Un prodotto vegano non può contenere latte, uova, pesce, crostacei o molluschi',
} as const;

const animalAllergens: readonly AllergenCode[] = [
  'latte',
  'uova',
  'pesce',
  'crostacei',
  'molluschi',
];

const isWhole = (value: NumberField, min: number, max: number): boolean =>
  value !== '' && Number.isInteger(value) && value >= min && value <= max;

type ReportIssue = (field: string, message: string) => void;

/** The energy the nutrients typed so far give (Annex XIV), or null while one is missing. */
export function formEnergy(
  nutrition: ProductFormValues['nutrition'],
): { kj: number; kcal: number } | null {
  const { fats, carbs, fiber, proteins } = nutrition;
  if (fats === '' || carbs === '' || fiber === '' || proteins === '') return null;
  return energyOf({ fats, carbs, fiber, proteins, salt: 0 });
}

/** The catalogue's CHECK constraints, checked here first for instant Italian messages. */
export function checkProductForm(values: ProductFormValues, fail: ReportIssue): void {
  const name = values.name.trim();
  if (name.length < 2) fail('name', productMessages.nameTooShort);
  else if (name.length > 120) fail('name', productMessages.nameTooLong);

  const slug = values.slug.trim();
  if (slug === '') fail('slug', productMessages.slugRequired);
  else if (slug.length > MAX_SLUG_LENGTH) fail('slug', productMessages.slugTooLong);
  else if (!SLUG_PATTERN.test(slug)) fail('slug', productMessages.slugInvalid);

  if (values.description.length > 500) fail('description', productMessages.descriptionTooLong);
  if (values.fullDescription.length > 5000)
    fail('fullDescription', productMessages.fullDescriptionTooLong);

  if (values.price === '') fail('price', productMessages.priceRequired);
  else if (!(values.price > 0)) fail('price', productMessages.pricePositive);
  if (values.category === '') fail('category', productMessages.categoryRequired);

  if (!isWhole(values.stock, 0, 1_000_000)) fail('stock', productMessages.stockInvalid);
  if (values.weightGrams !== '' && !isWhole(values.weightGrams, 1, 2000))
    fail('weightGrams', productMessages.weightInvalid);
  if (!isWhole(values.packSize, 1, 100)) fail('packSize', productMessages.packSizeInvalid);

  if (values.legalName.trim().length > 200) fail('legalName', productMessages.legalNameTooLong);
  if (values.shelfLifeDays !== '' && !isWhole(values.shelfLifeDays, 1, 365))
    fail('shelfLifeDays', productMessages.shelfLifeInvalid);

  const { nutrition } = values;
  // Energy is not typed: it is calculated from the nutrients (Annex XIV, decision 018).
  for (const key of nutritionKeys.filter((candidate) => candidate !== 'calories')) {
    const value = nutrition[key];
    if (value !== '' && value < 0) fail(`nutrition.${key}`, productMessages.nutritionInvalid);
    else if (value === '' && values.isActive)
      fail(`nutrition.${key}`, productMessages.nutritionRequired);
  }
  const energy = formEnergy(nutrition);
  if (values.isActive && energy !== null && energy.kcal === 0)
    fail('nutrition.calories', productMessages.energyRequired);
  if (
    nutrition.saturated_fats !== '' &&
    nutrition.fats !== '' &&
    nutrition.saturated_fats > nutrition.fats
  )
    fail('nutrition.saturated_fats', productMessages.saturatesAboveFats);
  if (nutrition.sugars !== '' && nutrition.carbs !== '' && nutrition.sugars > nutrition.carbs)
    fail('nutrition.sugars', productMessages.sugarsAboveCarbs);

  // A draft (not on sale) may be incomplete; the database refuses the same gaps.
  if (values.isActive) {
    if (values.description.trim() === '') fail('description', productMessages.descriptionRequired);
    if (values.ingredients.trim() === '') fail('ingredients', productMessages.ingredientsRequired);
    if (values.allergens.length === 0 && !values.noAllergens)
      fail('allergens', productMessages.allergensRequired);
    if (values.weightGrams === '') fail('weightGrams', productMessages.weightRequired);
    if (values.storage.trim() === '') fail('storage', productMessages.storageRequired);
    if (values.legalName.trim() === '') fail('legalName', productMessages.legalNameRequired);
    if (values.shelfLifeDays === '') fail('shelfLifeDays', productMessages.shelfLifeRequired);
  }

  if (values.isGlutenFree && values.allergens.includes('glutine'))
    fail('allergens', productMessages.glutenFreeWithGluten);
  else if (values.isVegan && values.allergens.some((code) => animalAllergens.includes(code)))
    fail('allergens', productMessages.veganWithAnimalAllergens);
}

export const productFormSchema = z
  .custom<ProductFormValues>()
  .check(
    z.superRefine<ProductFormValues>((values, ctx) =>
      checkProductForm(values, (field, message) =>
        ctx.addIssue({ code: 'custom', message, path: field.split('.') }),
      ),
    ),
  );

/** Every value empty: a new product's label is written by the admin, never zeros by default. */
const emptyNutrition = (): ProductFormValues['nutrition'] =>
  Object.fromEntries(nutritionKeys.map((key) => [key, ''])) as ProductFormValues['nutrition'];

/** A new product's starting values: a pack of 4, active, nothing in stock yet. */
export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    fullDescription: '',
    price: '',
    category: '',
    tags: [],
    ingredients: '',
    allergens: [],
    noAllergens: false,
    nutrition: emptyNutrition(),
    preparation: '',
    storage: '',
    legalName: '',
    shelfLifeDays: '',
    pairings: [],
    isBestseller: false,
    isVegan: false,
    isGlutenFree: false,
    isActive: true,
    stock: 0,
    weightGrams: '',
    packSize: 4,
    vatRate: '4',
    images: [],
  };
}

/** The images in the order the shop shows them: the cover, then the gallery, once each. */
export function productImages(row: Pick<ProductRow, 'image_url' | 'gallery'>): string[] {
  return [...new Set([row.image_url, ...row.gallery].filter((key): key is string => !!key))];
}

/** Stored values as form fields: saturates or sugars never declared stay empty, not 0. */
function nutritionToForm(stored: unknown): ProductFormValues['nutrition'] {
  const values = parseNutrition(stored);
  return Object.fromEntries(
    nutritionKeys.map((key) => [key, values[key] ?? '']),
  ) as ProductFormValues['nutrition'];
}

/** The form's values for a stored product. */
export function productToForm(row: ProductRow): ProductFormValues {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    fullDescription: row.full_description,
    price: row.price,
    category: isProductCategory(row.category) ? row.category : '',
    tags: row.tags,
    ingredients: row.ingredients,
    allergens: row.allergens.filter(isAllergenCode),
    // A product saved on sale with none was declared allergen-free.
    noAllergens: row.allergens.length === 0 && row.archived_at === null,
    nutrition: nutritionToForm(row.nutritional_values),
    preparation: row.preparation,
    storage: row.storage,
    legalName: row.legal_name,
    shelfLifeDays: row.shelf_life_days ?? '',
    pairings: row.perfect_pairings,
    isBestseller: row.is_bestseller,
    isVegan: row.is_vegan,
    isGlutenFree: row.is_gluten_free,
    isActive: row.archived_at === null,
    stock: row.stock_quantity,
    weightGrams: row.weight_grams ?? '',
    packSize: row.pack_size,
    vatRate: String(row.vat_rate),
    images: productImages(row),
  };
}

export type ProductWrite = Omit<TablesInsert<'products'>, 'id' | 'created_at' | 'updated_at'>;

const numberOr = (value: NumberField, fallback: number): number =>
  value === '' ? fallback : value;
const cleanList = (items: string[]): string[] => [
  ...new Set(items.map((item) => item.trim()).filter(Boolean)),
];

/**
 * The row to save for valid form values. The cover is the first image and the gallery keeps
 * every image, cover included (the shop shows them in this order, like the seed does).
 * `archivedAt` is the stored archive date: an archived product keeps it, a newly archived one
 * gets `now`.
 */
export function formToProduct(
  values: ProductFormValues,
  archivedAt: string | null,
  now: Date = new Date(),
): ProductWrite {
  // A draft's empty value: 0 for the six the catalogue always had (its check wants numbers),
  // left out for saturates and sugars, so the database knows they are still to be declared.
  // Energy follows the nutrients (the database calculates it the same way).
  const nutrition = Object.fromEntries(
    nutritionKeys.flatMap((key): [NutritionKey, number][] => {
      if (key === 'calories') return [[key, formEnergy(values.nutrition)?.kcal ?? 0]];
      const value = values.nutrition[key];
      if (value !== '') return [[key, value]];
      return key === 'saturated_fats' || key === 'sugars' ? [] : [[key, 0]];
    }),
  );
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    full_description: values.fullDescription.trim(),
    price: Math.round(numberOr(values.price, 0) * 100) / 100,
    category: values.category || 'classici',
    tags: cleanList(values.tags),
    ingredients: values.ingredients.trim(),
    allergens: [...values.allergens],
    nutritional_values: nutrition,
    preparation: values.preparation.trim(),
    storage: values.storage.trim(),
    legal_name: values.legalName.trim(),
    shelf_life_days: values.shelfLifeDays === '' ? null : values.shelfLifeDays,
    perfect_pairings: cleanList(values.pairings),
    is_bestseller: values.isBestseller,
    is_vegan: values.isVegan,
    is_gluten_free: values.isGlutenFree,
    archived_at: values.isActive ? null : (archivedAt ?? now.toISOString()),
    stock_quantity: numberOr(values.stock, 0),
    weight_grams: values.weightGrams === '' ? null : values.weightGrams,
    pack_size: numberOr(values.packSize, 4),
    vat_rate: Number(values.vatRate),
    image_url: values.images[0] ?? null,
    gallery: [...values.images],
  };
}
