/** Product categories (a CHECK constraint in the catalog migration holds the same list). */
export const productCategories = [
  'classici',
  'speciali',
  'integrali',
  'brioche',
  'senza_glutine',
] as const;

export type ProductCategory = (typeof productCategories)[number];

export const productCategoryLabels: Record<ProductCategory, string> = {
  classici: 'Classici',
  speciali: 'Speciali',
  integrali: 'Integrali',
  brioche: 'Brioche',
  senza_glutine: 'Senza glutine',
};

export function isProductCategory(value: string): value is ProductCategory {
  return (productCategories as readonly string[]).includes(value);
}
