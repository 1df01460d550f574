import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '@/features/catalog/components/product-detail-page';
import { pageHead } from '@/lib/seo/page-head';
import { slugToLabel } from '@/lib/slug-label';

export const Route = createFileRoute('/products/$slug')({
  head: ({ params }) =>
    pageHead({
      title: slugToLabel(params.slug),
      description: `${slugToLabel(params.slug)}: ingredienti, allergeni, valori nutrizionali e prezzo del bun artigianale di Bottega del Bun.`,
      path: `/products/${params.slug}`,
      ogType: 'product',
    }),
  component: ProductRoute,
});

function ProductRoute() {
  return <ProductDetailPage name={slugToLabel(Route.useParams().slug)} />;
}
