import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@/features/account/components/team-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/team')({
  head: () =>
    pageHead({
      title: 'Il tuo team',
      description: 'Chi ordina e chi tiene i conti per il tuo locale.',
      path: '/team',
      noIndex: true,
    }),
  component: TeamPage,
});
