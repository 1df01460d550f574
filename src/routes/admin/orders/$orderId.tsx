import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/back-office/orders/order-detail-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/orders/$orderId')({
  // The order number names the page in the breadcrumb (see SiteBreadcrumb).
  loader: async ({ context, params }) => {
    const { orderQueryOptions } = await import('@/features/back-office/api/admin-queries');
    const order = await context.queryClient.ensureQueryData(orderQueryOptions(params.orderId));
    return { crumb: order.order_number };
  },
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData ? `Ordine ${loaderData.crumb}` : 'Ordine',
      description: 'Dettaglio di un ordine di Bottega del Bun.',
      path: `/admin/orders/${params.orderId}`,
      noIndex: true,
    }),
  component: OrderRoute,
});

function OrderRoute() {
  return <OrderDetailPage orderId={Route.useParams().orderId} />;
}
