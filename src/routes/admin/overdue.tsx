import { createFileRoute } from '@tanstack/react-router';
import { OverduePage } from '@/features/back-office/business/overdue-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/overdue')({
  head: () =>
    pageHead({
      title: 'Scaduti',
      description: 'I clienti con pagamenti oltre la scadenza.',
      path: '/admin/overdue',
      noIndex: true,
    }),
  component: OverduePage,
});
