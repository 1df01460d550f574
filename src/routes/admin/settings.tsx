import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/back-office/settings/settings-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/settings')({
  head: () =>
    pageHead({
      title: 'Impostazioni del negozio',
      description: 'Le impostazioni del negozio Bottega del Bun.',
      path: '/admin/settings',
      noIndex: true,
    }),
  component: SettingsPage,
});
