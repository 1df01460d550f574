// What a product sheet prints, read at the boundary: the product's label data and the producer.
import { z } from 'zod';

const grams = z.number().nonnegative();

export const sheetProductSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  ingredients: z.string(),
  allergens: z.array(z.string()),
  nutritional_values: z.object({
    calories: grams,
    fats: grams,
    saturated_fats: grams.optional(),
    carbs: grams,
    sugars: grams.optional(),
    fiber: grams,
    proteins: grams,
    salt: grams,
  }),
  storage: z.string(),
  weight_grams: z.number().int().nullable(),
  pack_size: z.number().int(),
  is_vegan: z.boolean(),
  is_gluten_free: z.boolean(),
  legal_name: z.string(),
  shelf_life_days: z.number().int().nullable(),
  label_version: z.number().int(),
  label_updated_at: z.string(),
});
export type SheetProduct = z.infer<typeof sheetProductSchema>;

export const producerSchema = z.object({
  company_name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  vat_number: z.string(),
  email: z.string(),
  phone: z.string(),
  may_contain_allergens: z.array(z.string()),
});
export type Producer = z.infer<typeof producerSchema>;

export const sheetProductColumns =
  'id, name, legal_name, description, ingredients, allergens, nutritional_values, storage, shelf_life_days, weight_grams, pack_size, is_vegan, is_gluten_free, label_version, label_updated_at';
export const producerColumns =
  'company_name, street_address, postal_code, city, province, vat_number, email, phone, may_contain_allergens';
