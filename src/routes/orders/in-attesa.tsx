import { createFileRoute } from '@tanstack/react-router';
import { OrderOutboxPage } from '@/offline/outbox/components/order-outbox-page';
import { pageHead } from '@/app/seo/page-head';

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
