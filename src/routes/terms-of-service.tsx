import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/terms-of-service')({
  head: () =>
    pageHead({
      title: 'Condizioni generali di vendita',
      description:
        'Prezzi, ordini, consegna refrigerata, pagamenti, garanzia e recesso: le condizioni di vendita di Bottega del Bun.',
      path: '/terms-of-service',
    }),
  component: TermsOfServicePage,
});
