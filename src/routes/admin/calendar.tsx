import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '@/features/admin/business/calendar-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/calendar')({
  head: () =>
    pageHead({
      title: 'Calendario',
      description: 'Le chiusure della Bottega del Bun.',
      path: '/admin/calendar',
      noIndex: true,
    }),
  component: CalendarPage,
});
