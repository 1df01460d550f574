import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage } from '@/features/back-office/newsletter/newsletter-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/newsletter')({
  head: () =>
    pageHead({
      title: 'Newsletter',
      description: 'Gli iscritti alla newsletter di Bottega del Bun.',
      path: '/admin/newsletter',
      noIndex: true,
    }),
  component: NewsletterPage,
});
