import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/back-office/content/products/components/product-editor-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/products/$id/edit')({
  // The product's name stands for its id in the breadcrumb (AdminBreadcrumb) and the title.
  loader: async ({ context, params }) => {
    const { adminProductQueryOptions } =
      await import('@/features/back-office/content/api/admin-products-api');
    const product = await context.queryClient.ensureQueryData(adminProductQueryOptions(params.id));
    return { segmentNames: product ? { [params.id]: product.name } : {}, name: product?.name };
  },
  head: ({ params, loaderData }) =>
    pageHead({
      title: loaderData?.name ? `Modifica ${loaderData.name}` : 'Modifica prodotto',
      description: 'Modifica un prodotto del catalogo.',
      path: `/admin/products/${params.id}/edit`,
      noIndex: true,
    }),
  component: EditorRoute,
});

function EditorRoute() {
  return <ProductEditorPage productId={Route.useParams().id} />;
}
