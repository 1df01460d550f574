import { createFileRoute } from '@tanstack/react-router';
import { parseOrderListFilters } from '@/features/admin/orders/order-list-filters';
import { OrdersPage } from '@/features/admin/orders/orders-page';
import { pageHead } from '@/lib/seo/page-head';

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
