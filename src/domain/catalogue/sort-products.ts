import { compareItalianKeys, type ItalianSortKey, italianSortKey } from '@/lib/italian-order';
import type { Product } from '@/domain/catalogue/product';
import type { ProductSort } from '@/domain/catalogue/product-filters';

type Sortable = Pick<Product, 'name' | 'price' | 'is_bestseller'>;

/**
 * The catalogue's order as an Italian reader expects it ('Bun al Pomodoro' before 'Bun
 * Classico'), whatever collation the database sorted with: PostgreSQL in the C locale (PGlite,
 * many hosted setups) puts every capital letter before every small one.
 */
export function sortProducts<T extends Sortable>(
  products: readonly T[],
  sort: ProductSort = 'name',
): T[] {
  type Entry = { product: T; key: ItalianSortKey };
  const byName = (a: Entry, b: Entry) => compareItalianKeys(a.key, b.key);
  const compare: Record<ProductSort, (a: Entry, b: Entry) => number> = {
    name: byName,
    'price-asc': (a, b) => a.product.price - b.product.price || byName(a, b),
    'price-desc': (a, b) => b.product.price - a.product.price || byName(a, b),
    bestseller: (a, b) =>
      Number(b.product.is_bestseller) - Number(a.product.is_bestseller) || byName(a, b),
  };
  return products
    .map((product) => ({ product, key: italianSortKey(product.name) }))
    .sort(compare[sort])
    .map(({ product }) => product);
}
