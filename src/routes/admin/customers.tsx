import { createFileRoute } from '@tanstack/react-router';
import { AdminAreaPage } from '@/features/admin/components/admin-area-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/customers')({
  head: () =>
    pageHead({
      title: 'Clienti',
      description: 'I clienti registrati di Bottega del Bun.',
      path: '/admin/customers',
      noIndex: true,
    }),
  component: () => <AdminAreaPage area="customers" />,
});
