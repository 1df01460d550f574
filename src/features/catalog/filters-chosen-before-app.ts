import { isAllergenCode } from '@/domain/catalogue/allergens';
import { isProductCategory } from '@/domain/catalogue/categories';
import {
  type CatalogueFilters,
  normalizeProductFilters,
  type ProductFilters,
  productSorts,
} from '@/domain/catalogue/product-filters';

/** The `name` of each /products control, read back by `filtersChosenIn`. */
export const filterControlNames = {
  search: 'search',
  sort: 'sort',
  category: 'category',
  bestseller: 'bestseller',
  vegan: 'vegan',
  glutenFree: 'glutenFree',
  excludeAllergens: 'excludeAllergens',
} as const;

/**
 * The filters the /products controls inside `container` show, when they differ from `filters`
 * (what the page was drawn with), or null. On the prerendered page a visitor can type a search,
 * pick a sort or tick a chip before the app runs: the browser shows it, the app's state does
 * not have it (decision 017 item 21). Read all at once, so the page changes the address once.
 * A control that is not there keeps what `filters` says.
 */
export function filtersChosenIn(
  container: ParentNode,
  filters: ProductFilters,
): CatalogueFilters | null {
  const input = (name: string) =>
    container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const ticked = (name: 'bestseller' | 'vegan' | 'glutenFree') =>
    input(filterControlNames[name])?.checked ?? filters[name];
  const categoryInputs = container.querySelectorAll<HTMLInputElement>(
    `input[name="${filterControlNames.category}"]`,
  );
  const checkedCategory = [...categoryInputs].find((radio) => radio.checked)?.value;
  const allergenInputs = container.querySelectorAll<HTMLInputElement>(
    `input[name="${filterControlNames.excludeAllergens}"]`,
  );
  const sortValue = container.querySelector<HTMLSelectElement>(
    `select[name="${filterControlNames.sort}"]`,
  )?.value;

  const chosen = normalizeProductFilters({
    search: input(filterControlNames.search)?.value ?? filters.search,
    category:
      categoryInputs.length === 0
        ? filters.category
        : checkedCategory && isProductCategory(checkedCategory)
          ? checkedCategory
          : undefined,
    bestseller: ticked('bestseller'),
    vegan: ticked('vegan'),
    glutenFree: ticked('glutenFree'),
    excludeAllergens:
      allergenInputs.length === 0
        ? filters.excludeAllergens
        : [...allergenInputs]
            .filter((box) => box.checked)
            .map((box) => box.value)
            .filter(isAllergenCode),
    sort: sortValue === undefined ? filters.sort : productSorts.find((sort) => sort === sortValue),
  });
  const shown = JSON.stringify(normalizeProductFilters(filters));
  return JSON.stringify(chosen) === shown ? null : chosen;
}
