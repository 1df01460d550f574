import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/orders/$orderNumber')({
  head: ({ params }) =>
    pageHead({
      title: `Ordine ${params.orderNumber}`,
      description: 'Stato, prodotti, consegna e pagamento del tuo ordine Bottega del Bun.',
      path: `/orders/${params.orderNumber}`,
      noIndex: true,
    }),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  return <OrderDetailPage orderNumber={Route.useParams().orderNumber} />;
}
