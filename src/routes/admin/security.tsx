import { createFileRoute } from '@tanstack/react-router';
import { SecondFactorDevicesPage } from '@/features/auth/components/second-factor-devices-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/security')({
  head: () =>
    pageHead({
      title: 'Sicurezza dell’accesso',
      description: 'I dispositivi per la verifica in due passaggi della gestione.',
      path: '/admin/security',
      noIndex: true,
    }),
  component: SecondFactorDevicesPage,
});
