import { createFileRoute } from '@tanstack/react-router';
import { PerformancePage } from '@/features/back-office/performance/performance-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/performance')({
  head: () =>
    pageHead({
      title: 'Prestazioni',
      description: 'Le misure delle pagine del negozio dai visitatori reali.',
      path: '/admin/performance',
      noIndex: true,
    }),
  component: PerformancePage,
});
