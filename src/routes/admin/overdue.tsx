import { createFileRoute } from '@tanstack/react-router';
import { OverduePage } from '@/features/admin/business/overdue-page';
import { pageHead } from '@/lib/seo/page-head';

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
