import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/cart')({
  head: () =>
    pageHead({
      title: 'Carrello',
      description: 'I bun che hai scelto, con totale e spese di spedizione prima di ordinare.',
      path: '/cart',
      noIndex: true,
    }),
  component: CartPage,
});
