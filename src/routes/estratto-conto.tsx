import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '@/features/statement/components/statement-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/estratto-conto')({
  head: () =>
    pageHead({
      title: 'Estratto conto',
      description: 'Scadenze, fatture e cosa resta da pagare del tuo account business.',
      path: '/estratto-conto',
      noIndex: true,
    }),
  component: StatementPage,
});
