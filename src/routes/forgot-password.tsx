import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/forgot-password')({
  head: () =>
    pageHead({
      title: 'Password dimenticata',
      description: 'Ricevi via email il link per scegliere una nuova password.',
      path: '/forgot-password',
      noIndex: true,
    }),
  component: ForgotPasswordPage,
});
