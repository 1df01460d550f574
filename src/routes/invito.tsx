import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '@/features/account/components/invitation-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/invito')({
  head: () =>
    pageHead({
      title: 'Invito nel team',
      description: 'Accetta l’invito a ordinare per un ristorante su Bottega del Bun.',
      path: '/invito',
      noIndex: true,
    }),
  component: InvitationPage,
});
