import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/auth-pages';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/reset-password')({
  head: () =>
    pageHead({
      title: 'Nuova password',
      description: 'Scegli la nuova password del tuo account Bottega del Bun.',
      path: '/reset-password',
      noIndex: true,
    }),
  component: ResetPasswordPage,
});
