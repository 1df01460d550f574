import { createFileRoute } from '@tanstack/react-router';
import { BusinessRequestsPage } from '@/features/back-office/business/business-requests-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/business-requests')({
  head: () =>
    pageHead({
      title: 'Richieste business',
      description: 'Le richieste di account business da verificare.',
      path: '/admin/business-requests',
      noIndex: true,
    }),
  component: BusinessRequestsPage,
});
