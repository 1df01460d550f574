import { createFileRoute } from '@tanstack/react-router';
import { AdminAreaPage } from '@/features/admin/components/admin-area-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/settings')({
  head: () =>
    pageHead({
      title: 'Impostazioni del negozio',
      description: 'Le impostazioni del negozio Bottega del Bun.',
      path: '/admin/settings',
      noIndex: true,
    }),
  component: () => <AdminAreaPage area="settings" />,
});
