import { createFileRoute } from '@tanstack/react-router';
import { StandingOrderPage } from '@/features/standing-orders/components/standing-order-page';
import { pageHead } from '@/app/seo/page-head';

// Business-only: the route's component is split into its own chunk (autoCodeSplitting), so
// nothing of it reaches the first screen.
export const Route = createFileRoute('/ordine-fisso')({
  head: () =>
    pageHead({
      title: 'Ordine fisso',
      description: 'Il tuo ordine fisso settimanale: giorni, confezioni, consegne da saltare.',
      path: '/ordine-fisso',
      noIndex: true,
    }),
  component: StandingOrderPage,
});
