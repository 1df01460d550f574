import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '@/features/back-office/business/calendar-page';
import { pageHead } from '@/app/seo/page-head';

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
