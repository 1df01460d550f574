import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '@/features/back-office/dashboard/dashboard-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/')({
  head: () =>
    pageHead({
      title: 'Area Admin',
      description: 'Gestione del negozio Bottega del Bun.',
      path: '/admin',
      noIndex: true,
    }),
  component: AdminDashboardPage,
});
