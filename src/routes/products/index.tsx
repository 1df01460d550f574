import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/catalog/components/product-list-page';
import { productSearchSchema } from '@/features/catalog/product-search';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/products/')({
  validateSearch: productSearchSchema,
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
  return <ProductListPage search={Route.useSearch()} />;
}
