import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/register-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/register')({
  head: () =>
    pageHead({
      title: 'Registrati',
      description: 'Crea il tuo account Bottega del Bun per ordinare più in fretta.',
      path: '/register',
      noIndex: true,
    }),
  component: RegisterPage,
});
