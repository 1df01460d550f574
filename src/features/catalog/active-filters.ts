import { allergenLabels } from '@/domain/catalogue/allergens';
import { productCategoryLabels } from '@/domain/catalogue/categories';
import type { CatalogueFilters } from '@/domain/catalogue/product-filters';
import { countOf } from '@/lib/italian-plural';

// Built on first use: only a list filtered by allergens needs it, and the first Intl object a
// page builds costs the main thread tens of milliseconds (src/lib/italian-number.ts).
let italianList: Intl.ListFormat | undefined;
const listInItalian = (items: string[]) =>
  (italianList ??= new Intl.ListFormat('it-IT', { style: 'long', type: 'conjunction' })).format(
    items,
  );

/**
 * The active filters in words, for the summary above the list and for screen readers:
 * ['ricerca «sesamo»', 'categoria «classici»', 'solo bestseller', 'vegani', 'senza glutine',
 * 'senza latte e sesamo']. Sorting is not a filter and is left out.
 */
export function describeActiveFilters(active: CatalogueFilters): string[] {
  const parts: string[] = [];
  if (active.search) parts.push(`ricerca «${active.search}»`);
  if (active.category && active.category !== 'all') {
    parts.push(`categoria «${productCategoryLabels[active.category].toLocaleLowerCase('it-IT')}»`);
  }
  if (active.bestseller) parts.push('solo bestseller');
  if (active.vegan) parts.push('vegani');
  if (active.glutenFree) parts.push('senza glutine');
  if (active.excludeAllergens) {
    const names = active.excludeAllergens.map((code) =>
      allergenLabels[code].toLocaleLowerCase('it-IT'),
    );
    parts.push(`senza ${listInItalian(names)}`);
  }
  return parts;
}

/** '1 prodotto' / '7 prodotti'. */
export function productCountLabel(count: number): string {
  return countOf(count, 'prodotto');
}
