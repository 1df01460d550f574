import { createFileRoute } from '@tanstack/react-router';
import { startNewAttempt } from '@/features/checkout/checkout-attempt';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useQueueOfflineOrder } from '@/offline/outbox/use-queue-offline-order';
import { pageHead } from '@/app/seo/page-head';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/checkout/')({
  // Stripe's cancel URL: `?order=<id>&payment=cancelled`. A plain check (no schema library):
  // search validation runs in the entry chunk.
  validateSearch: (search: Record<string, unknown>): { order?: string; payment?: 'cancelled' } =>
    typeof search.order === 'string' &&
    uuidPattern.test(search.order) &&
    search.payment === 'cancelled'
      ? { order: search.order, payment: 'cancelled' }
      : {},
  head: () =>
    pageHead({
      title: 'Checkout',
      description: 'Indirizzo, giorno di consegna e pagamento del tuo ordine Bottega del Bun.',
      path: '/checkout',
      noIndex: true,
    }),
  component: CheckoutRoute,
});

// Offline, a bank-transfer or cash order goes to the outbox (issue 8) with the prices the buyer
// saw; the next checkout then starts a new attempt, so it never reuses the queued order's key.
function CheckoutRoute() {
  const { order } = Route.useSearch();
  const queueOffline = useQueueOfflineOrder();
  return (
    <CheckoutPage
      cancelledOrderId={order}
      onOfflineSubmit={(input, quote) => {
        void queueOffline(input, quote).then((queued) => {
          if (queued) startNewAttempt();
        });
      }}
    />
  );
}
