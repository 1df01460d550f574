import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account/components/profile-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/profile')({
  head: () =>
    pageHead({
      title: 'Il mio profilo',
      description: 'I dati del tuo account Bottega del Bun.',
      path: '/profile',
      noIndex: true,
    }),
  component: ProfilePage,
});
