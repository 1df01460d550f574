import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '@/features/admin/documents/invoices-page';
import { pageHead } from '@/lib/seo/page-head';

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
