import type { ProductCategory } from '@/domain/catalogue/categories';
import type { ProductRow } from '@/domain/catalogue/product';
import { foldText } from '@/lib/fold-text';
import { compareItalianKeys, italianSortKey } from '@/lib/italian-order';

/** Below this many packs the shop shows 'Solo {n} disponibili': the admin list warns too. */
export const LOW_STOCK_THRESHOLD = 10;

export type ProductStatusFilter = 'active' | 'archived' | 'all';

export interface AdminProductFilters {
  search: string;
  category: ProductCategory | null;
  status: ProductStatusFilter;
  lowStockOnly: boolean;
}

export const defaultAdminProductFilters: AdminProductFilters = {
  search: '',
  category: null,
  status: 'active',
  lowStockOnly: false,
};

export type StockWarning = { level: 'out' | 'low'; label: string } | null;

/** What the list says about a product's stock: nothing when there is plenty. */
export function stockWarning(stockQuantity: number): StockWarning {
  if (stockQuantity <= 0) return { level: 'out', label: 'Esaurito' };
  if (stockQuantity < LOW_STOCK_THRESHOLD) return { level: 'low', label: 'Scorte basse' };
  return null;
}

type ListedProduct = Pick<
  ProductRow,
  'name' | 'slug' | 'tags' | 'category' | 'archived_at' | 'stock_quantity'
>;

/**
 * By name in the shop's Italian order ('Bun al Pomodoro' before 'Bun Vegano'): the database's
 * `order=name` follows its collation, which in the C locale puts capitals first.
 */
function byItalianName<T extends ListedProduct>(products: readonly T[]): T[] {
  return products
    .map((product) => ({ product, key: italianSortKey(product.name) }))
    .sort((a, b) => compareItalianKeys(a.key, b.key))
    .map(({ product }) => product);
}

/**
 * The products matching the admin's filters, in the shop's name order; the search looks at
 * name, slug and tags.
 */
export function filterAdminProducts<T extends ListedProduct>(
  products: readonly T[],
  filters: AdminProductFilters,
): T[] {
  const query = foldText(filters.search.trim());
  return byItalianName(products).filter((product) => {
    if (filters.status === 'active' && product.archived_at !== null) return false;
    if (filters.status === 'archived' && product.archived_at === null) return false;
    if (filters.category && product.category !== filters.category) return false;
    if (filters.lowStockOnly && stockWarning(product.stock_quantity) === null) return false;
    if (!query) return true;
    return [product.name, product.slug, ...product.tags].some((text) =>
      foldText(text).includes(query),
    );
  });
}

/** How many active products are out of stock or running low: the list's headline warning. */
export function countStockWarnings(products: readonly ListedProduct[]): number {
  return products.filter(
    (product) => product.archived_at === null && stockWarning(product.stock_quantity) !== null,
  ).length;
}
