import { Text } from '@mantine/core';
import { PageFrame } from '@/components/page-frame';
import type { ProductSearch } from '@/features/catalog/product-search';

/** The catalogue; the product grid and its filters arrive with the catalogue feature. */
export function ProductListPage({ search }: { search: ProductSearch }) {
  const filters = [
    search.search ? `ricerca «${search.search}»` : undefined,
    search.category ? `categoria «${search.category}»` : undefined,
  ].filter((filter): filter is string => filter !== undefined);

  return (
    <PageFrame
      title="Prodotti"
      lead="Il catalogo dei nostri bun per hamburger: per ogni prodotto trovi ingredienti, allergeni, valori nutrizionali e il prezzo della confezione."
    >
      {filters.length > 0 && (
        <Text mt="md" fw={600} data-testid="active-filters">
          Filtri attivi: {filters.join(', ')}
        </Text>
      )}
    </PageFrame>
  );
}
