import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { standingOrderQueryOptions } from '@/features/standing-orders/api/standing-order-queries';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import {
  QuickOrderPage,
  type UseStandingLines,
} from '@/features/quick-order/components/quick-order-page';
import { pageHead } from '@/app/seo/page-head';

/**
 * The standing order's lines for the sheet, read here because features do not import each
 * other. A standing order that ended is no reference; offline it shows only if its query was
 * kept, and is simply not offered otherwise.
 */
const useStandingLines: UseStandingLines = (userId) => {
  const account = useQuery(customerProfileQueryOptions(userId));
  const customerId = account.data?.customer_id ?? '';
  const { data } = useQuery({
    ...standingOrderQueryOptions(userId, customerId),
    enabled: customerId !== '',
  });
  if (!data || data.order.status === 'ended') return null;
  return data.lines;
};

function QuickOrderRoute() {
  return <QuickOrderPage useStandingLines={useStandingLines} />;
}

// Business-only: the route's component is split into its own chunk (autoCodeSplitting), so
// nothing of it reaches the first screen; it is a "later" page for the precache.
export const Route = createFileRoute('/ordine-rapido')({
  head: () =>
    pageHead({
      title: 'Ordine rapido',
      description: 'Tutti i bun in una schermata: il foglio d’ordine per ristoranti e locali.',
      path: '/ordine-rapido',
      noIndex: true,
    }),
  component: QuickOrderRoute,
});
