import { createFileRoute } from '@tanstack/react-router';
import { OrderOutboxPage } from '@/features/outbox/components/order-outbox-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/orders/in-attesa')({
  head: () =>
    pageHead({
      title: 'Ordini in attesa',
      description: 'Gli ordini preparati offline che partono appena torna la connessione.',
      path: '/orders/in-attesa',
      noIndex: true,
    }),
  component: OrderOutboxPage,
});
