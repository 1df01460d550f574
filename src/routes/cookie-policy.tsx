import { createFileRoute } from '@tanstack/react-router';
import { CookiePolicyPage } from '@/features/legal/components/cookie-policy-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/cookie-policy')({
  head: () =>
    pageHead({
      title: 'Cookie Policy',
      description:
        'Quali cookie e strumenti tecnici usa il sito di Bottega del Bun e come cambiare le tue preferenze.',
      path: '/cookie-policy',
    }),
  component: CookiePolicyPage,
});
