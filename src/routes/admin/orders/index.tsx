import { createFileRoute } from '@tanstack/react-router';
import { parseOrderListFilters } from '@/features/back-office/orders/order-list-filters';
import { OrdersPage } from '@/features/back-office/orders/orders-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/orders/')({
  validateSearch: parseOrderListFilters,
  head: () =>
    pageHead({
      title: 'Gestione ordini',
      description: 'Gestione degli ordini di Bottega del Bun.',
      path: '/admin/orders',
      noIndex: true,
    }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      filters={Route.useSearch()}
      onFiltersChange={(search) => void navigate({ search, replace: true })}
    />
  );
}
