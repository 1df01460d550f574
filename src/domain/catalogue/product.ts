import type { Tables } from '@/types/database.gen';
import { type AllergenCode, isAllergenCode } from '@/domain/catalogue/allergens';
import { isProductCategory, type ProductCategory } from '@/domain/catalogue/categories';
import { type NutritionalValues, parseNutrition } from '@/domain/catalogue/nutrition';

export type ProductRow = Tables<'products'>;

/**
 * A product as the app uses it (spec §3): the row with typed category and allergens, parsed
 * nutrition and the package quantity — `pack_size` in the database, 4 for every bun today.
 * `price` is euros per pack.
 */
export interface Product extends Omit<ProductRow, 'category' | 'allergens' | 'nutritional_values'> {
  category: ProductCategory;
  allergens: AllergenCode[];
  nutritional_values: NutritionalValues;
  /** Buns per pack (spec: "a package quantity fixed at 4"). */
  packageQuantity: number;
}

/** Turns a row from the API (or the offline copy) into a `Product`. */
export function toProduct(row: ProductRow): Product {
  return {
    ...row,
    category: isProductCategory(row.category) ? row.category : 'classici',
    allergens: row.allergens.filter(isAllergenCode),
    nutritional_values: parseNutrition(row.nutritional_values),
    stock_quantity: row.stock_quantity ?? 0,
    packageQuantity: row.pack_size > 0 ? row.pack_size : 4,
  };
}

export function isInStock(product: Pick<Product, 'stock_quantity'>): boolean {
  return product.stock_quantity > 0;
}
