import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '@/features/back-office/documents/invoices-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/invoices')({
  head: () =>
    pageHead({
      title: 'Fatture e SdI',
      description: 'Le fatture non ancora consegnate dallo SdI, le ricevute e i nuovi invii.',
      path: '/admin/invoices',
      noIndex: true,
    }),
  component: InvoicesPage,
});
