import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/catalog/components/product-list-page';
import { productSearchValidator } from '@/features/catalog/product-search';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/products/')({
  validateSearch: productSearchValidator,
  loaderDeps: ({ search }) => search,
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
  return (
    <ProductListPage
      filters={Route.useSearch()}
      onFiltersChange={(search, options) =>
        void navigate({ search, replace: options?.replace ?? false })
      }
    />
  );
}
