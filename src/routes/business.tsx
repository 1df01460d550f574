import { createFileRoute } from '@tanstack/react-router';
import { BusinessPage } from '@/features/content/components/business-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/business')({
  head: () =>
    pageHead({
      title: 'Per Ristoratori',
      description:
        'Bun artigianali per ristoranti, hamburgerie e catering: consegna refrigerata in 1–2 giorni, fattura elettronica e pagamento con bonifico.',
      path: '/business',
    }),
  component: BusinessPage,
});
