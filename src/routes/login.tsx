import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/auth-pages';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/login')({
  head: () =>
    pageHead({
      title: 'Accedi',
      description: 'Accedi al tuo account Bottega del Bun per ordinare e seguire i tuoi ordini.',
      path: '/login',
      noIndex: true,
    }),
  component: LoginPage,
});
