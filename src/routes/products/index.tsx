import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ProductListPage } from '@/features/catalog/components/product-list-page';
import { validateProductSearch } from '@/features/catalog/product-search';
import { normalizeProductFilters } from '@/domain/catalogue/product-filters';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/products/')({
  validateSearch: validateProductSearch,
  // The filters enter the catalogue here. The router lays the validated search over the raw
  // one (a campaign's utm_… stays, unset keys are undefined), so they are normalised on the way
  // in: equal lists share one cache key and the device copy knows a complete catalogue.
  loaderDeps: ({ search }) => normalizeProductFilters(search),
  // Start reading the list while the page's code downloads; the page shows skeletons until
  // it arrives (no await: a slow network never blocks the page).
  loader: async ({ context, deps }) => {
    const { productListQueryOptions } = await import('@/domain/catalogue/product-queries');
    void context.queryClient.prefetchQuery(productListQueryOptions(deps));
  },
  head: () =>
    pageHead({
      title: 'Prodotti',
      description:
        'Il catalogo dei bun artigianali per hamburger di Bottega del Bun: ingredienti, allergeni, valori nutrizionali e prezzi.',
      path: '/products',
    }),
  component: ProductsRoute,
});

function ProductsRoute() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const filters = useMemo(() => normalizeProductFilters(search), [search]);
  return (
    <ProductListPage
      filters={filters}
      onFiltersChange={(search, options) =>
        void navigate({ search, replace: options?.replace ?? false })
      }
    />
  );
}
