import { createFileRoute } from '@tanstack/react-router';
import { CheckoutSuccessPage } from '@/features/checkout/components/checkout-success-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/checkout/success/$sessionId')({
  head: ({ params }) =>
    pageHead({
      title: 'Conferma dell’ordine',
      description: 'L’esito del pagamento e il riepilogo del tuo ordine Bottega del Bun.',
      path: `/checkout/success/${params.sessionId}`,
      noIndex: true,
    }),
  component: CheckoutSuccessRoute,
});

function CheckoutSuccessRoute() {
  return <CheckoutSuccessPage reference={Route.useParams().sessionId} />;
}
