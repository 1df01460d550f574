import type { ProductFilters } from '@/domain/catalogue/product-filters';

const filterKeys = [
  'search',
  'category',
  'bestseller',
  'vegan',
  'glutenFree',
  'excludeAllergens',
  'sort',
] as const satisfies readonly (keyof ProductFilters)[];

/**
 * A control's change laid over the filters last asked for. Each control builds its new filters
 * from those the page was drawn with (`drawnWith`), but the address follows a change only once
 * the router has loaded the list: a second change in that moment (a chip tapped right after
 * another, or a tap React replays as it hydrates, after what was chosen before the app ran)
 * built on `drawnWith` would undo the first. Only what the control changed is taken from
 * `next`; a filter it removed is removed.
 */
export function rebaseFilterChange(
  drawnWith: ProductFilters,
  next: ProductFilters,
  lastAskedFor: ProductFilters,
): ProductFilters {
  const rebased: ProductFilters = { ...lastAskedFor };
  for (const key of filterKeys) {
    if (JSON.stringify(next[key]) === JSON.stringify(drawnWith[key])) continue;
    if (next[key] === undefined) delete rebased[key];
    else Object.assign(rebased, { [key]: next[key] });
  }
  return rebased;
}
