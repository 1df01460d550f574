import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Button, NativeSelect } from '@mantine/core';
import IconAdjustmentsHorizontal from '@tabler/icons-react/dist/esm/icons/IconAdjustmentsHorizontal.mjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { describeActiveFilters } from '@/features/catalog/active-filters';
import { filterControlNames, filtersChosenIn } from '@/features/catalog/filters-chosen-before-app';
import { rebaseFilterChange } from '@/features/catalog/rebase-filter-change';
import { BundlePromo } from '@/features/catalog/components/bundle-promo';
import { ProductFiltersPanel } from '@/features/catalog/components/product-filters-panel';
import { ProductResults } from '@/features/catalog/components/product-results';
import { ProductSearchBox } from '@/features/catalog/components/product-search-box';
import { PageFrame } from '@/components/page-frame';
import {
  type CatalogueFilters,
  normalizeProductFilters,
  type ProductFilters,
  type ProductSort,
  productSorts,
} from '@/domain/catalogue/product-filters';
import { productListQueryOptions } from '@/domain/catalogue/product-queries';
import classes from '@/features/catalog/components/product-list-page.module.css';
import { useServerElementAtHydration } from '@/hooks/use-values-typed-before-hydration';

const sortLabels: Record<ProductSort, string> = {
  name: 'Nome (A–Z)',
  'price-asc': 'Prezzo crescente',
  'price-desc': 'Prezzo decrescente',
  bestseller: 'Più venduti',
};

export interface ProductListPageProps {
  filters: CatalogueFilters;
  /** Writes the filters to the address; `replace` while the buyer is still typing. */
  onFiltersChange: (next: ProductFilters, options?: { replace?: boolean }) => void;
}

/**
 * The list's query lives here, not in the page: its every state change (a refresh starting and
 * ending) renders the results alone, not the search box, the sort and the filters beside them
 * (issue 38: the page's refresh after the app starts was one long task).
 */
function ListedProducts({
  filters,
  activeFilters,
  onClearFilters,
}: {
  filters: CatalogueFilters;
  activeFilters: readonly string[];
  onClearFilters: () => void;
}) {
  const query = useQuery({
    ...productListQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
  return (
    <ProductResults query={query} activeFilters={activeFilters} onClearFilters={onClearFilters} />
  );
}

/** /products: the catalogue with search, sorting and filters that live in the address. */
export function ProductListPage({ filters, onFiltersChange }: ProductListPageProps) {
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = describeActiveFilters(filters);
  const narrowing = Boolean(filters.search) || activeFilters.length > 0;
  // The filters last asked for: the address follows a change once the list has loaded.
  const askedFor = useRef<ProductFilters>(filters);
  useLayoutEffect(() => {
    askedFor.current = filters;
  }, [filters]);
  const change = (next: ProductFilters, options?: { replace?: boolean }) => {
    const wanted = normalizeProductFilters(rebaseFilterChange(filters, next, askedFor.current));
    askedFor.current = wanted;
    onFiltersChange(wanted, options);
  };
  // The search box keeps its own text; clearing everything must not keep the sort.
  const clearFilters = () => change(filters.sort ? { sort: filters.sort } : {});
  // On the prerendered page: a search typed, a sort picked or a chip ticked before the app ran
  // is on screen but not in the address; the list follows it at once, in one change.
  const controlsRef = useServerElementAtHydration<HTMLDivElement>((controls) => {
    const chosen = filtersChosenIn(controls, filters);
    if (chosen) change(chosen, { replace: true });
  });

  return (
    <PageFrame
      title="Prodotti"
      lead="I nostri bun per hamburger, in confezioni da 4: per ogni prodotto trovi ingredienti, allergeni, valori nutrizionali e prezzo."
    >
      {/* A search or a filter brings the results up to the first screen of a phone; the
          bundle offer then follows them instead of pushing them down (issue 28). */}
      {!narrowing && <BundlePromo />}
      <div ref={controlsRef} className={classes.layout}>
        <div className={classes.toolbar}>
          <ProductSearchBox
            value={filters.search ?? ''}
            onSearch={(search) => change({ ...filters, search }, { replace: true })}
          />
          <NativeSelect
            label="Ordina per"
            name={filterControlNames.sort}
            size="md"
            value={filters.sort ?? 'name'}
            data={productSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
            onChange={(event) => {
              const sort = productSorts.find((value) => value === event.currentTarget.value);
              change({ ...filters, sort });
            }}
          />
          <Button
            variant="outline"
            size="md"
            className={classes.filtersToggle}
            leftSection={<IconAdjustmentsHorizontal size={20} aria-hidden="true" />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {activeFilters.length > 0 ? `Filtri (${activeFilters.length})` : 'Filtri'}
          </Button>
        </div>
        <ProductFiltersPanel
          id={panelId}
          className={classes.panel}
          filters={filters}
          onChange={(next) => change(next)}
          open={filtersOpen}
        />
        <div className={classes.results}>
          <ListedProducts
            filters={filters}
            activeFilters={activeFilters}
            onClearFilters={clearFilters}
          />
        </div>
      </div>
      {narrowing && <BundlePromo />}
    </PageFrame>
  );
}
