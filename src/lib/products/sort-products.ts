import { compareItalian } from '@/lib/italian-order';
import type { Product } from '@/lib/products/product';
import type { ProductSort } from '@/lib/products/product-filters';

type Sortable = Pick<Product, 'name' | 'price' | 'is_bestseller'>;

/**
 * The catalogue's order as an Italian reader expects it ('Bun al Pomodoro' before 'Bun
 * Classico'), whatever collation the database sorted with: PostgreSQL in the C locale (PGlite,
 * many hosted setups) puts every capital letter before every small one.
 */
export function sortProducts<T extends Sortable>(
  products: readonly T[],
  sort: ProductSort = 'name',
) {
  const byName = (a: T, b: T) => compareItalian(a.name, b.name);
  const compare: Record<ProductSort, (a: T, b: T) => number> = {
    name: byName,
    'price-asc': (a, b) => a.price - b.price || byName(a, b),
    'price-desc': (a, b) => b.price - a.price || byName(a, b),
    bestseller: (a, b) => Number(b.is_bestseller) - Number(a.is_bestseller) || byName(a, b),
  };
  return [...products].sort(compare[sort]);
}
