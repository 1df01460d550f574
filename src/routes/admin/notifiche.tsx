import { createFileRoute } from '@tanstack/react-router';
import { PushDevicesPage } from '@/features/back-office/notifications/push-devices-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/notifiche')({
  head: () =>
    pageHead({
      title: 'Notifiche',
      description: 'Gli avvisi della gestione su questo dispositivo, anche a console chiusa.',
      path: '/admin/notifiche',
      noIndex: true,
    }),
  component: PushDevicesPage,
});
