import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { productCountLabel } from '@/features/catalog/active-filters';
import { LoadError } from '@/features/catalog/components/load-error';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/catalog/components/product-results.module.css';

export interface ProductResultsProps {
  query: UseQueryResult<Product[]>;
  /** The active filters in words (see `describeActiveFilters`). */
  activeFilters: readonly string[];
  onClearFilters: () => void;
}

/** The list's states: skeletons, an error with retry, a clear empty state, or the grid. */
export function ProductResults({ query, activeFilters, onClearFilters }: ProductResultsProps) {
  const { data, isError, isPlaceholderData, isFetching, refetch } = query;
  // A list arrives outside any React event, and React renders such an update whole, in one
  // main-thread task: with the deferred value it builds the grid in slices instead (a slow
  // tablet keeps answering taps while a filtered list renders). Until then the old state stays.
  const products = useDeferredValue(data);
  // The list on screen is not the one asked for yet: being fetched, or being rendered.
  const stale = (isPlaceholderData && isFetching) || products !== data;
  const filtered = activeFilters.length > 0;

  return (
    <section
      className={classes.results}
      aria-labelledby="products-count"
      // The server's list is of every product: an address with a search or a filter hides it
      // until the app is live and has drawn the list it asks for (index.html,
      // first-paint-base.css). The same on server and client: a value that changed after
      // hydrating would render the whole grid again in one long task (issue 38).
      data-server-results
    >
      <div className={classes.summary}>
        <p id="products-count" className={classes.count} role="status" aria-live="polite">
          {products ? productCountLabel(products.length) : 'Caricamento dei prodotti...'}
        </p>
        {filtered && (
          <>
            <p className={classes.active} data-testid="active-filters">
              Filtri attivi: {activeFilters.join(', ')}
            </p>
            <Button variant="subtle" size="compact-md" onClick={onClearFilters}>
              Azzera filtri
            </Button>
          </>
        )}
      </div>

      {isError && (
        <LoadError
          title="Prodotti non disponibili"
          message="Non siamo riusciti a caricare il catalogo. Controlla la connessione e riprova."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      {products === undefined && !isError && <ProductGridSkeleton layout="sidebar" />}
      {products && products.length === 0 && (
        <div className={classes.empty}>
          <h2 className={classes.emptyTitle}>Nessun prodotto trovato</h2>
          <p>
            {filtered
              ? 'Nessun bun corrisponde a tutti i filtri scelti. Prova a toglierne qualcuno o a cercare un’altra parola.'
              : 'Il catalogo è vuoto in questo momento: torna a trovarci presto.'}
          </p>
          {filtered && (
            <Button variant="outline" onClick={onClearFilters}>
              Azzera filtri
            </Button>
          )}
        </div>
      )}
      {products && products.length > 0 && (
        <div
          className={classes.grid}
          data-stale={stale || undefined}
          aria-busy={stale || undefined}
        >
          <ProductGrid products={products} layout="sidebar" />
        </div>
      )}
    </section>
  );
}
