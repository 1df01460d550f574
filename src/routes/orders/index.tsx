import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { OrderOutboxList } from '@/offline/outbox/components/order-outbox-list';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/orders/')({
  head: () =>
    pageHead({
      title: 'I miei ordini',
      description: 'Lo storico dei tuoi ordini Bottega del Bun e lo stato delle consegne.',
      path: '/orders',
      noIndex: true,
    }),
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage waitingOrders={(userId) => <OrderOutboxList userId={userId} embedded />} />;
}
