import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/content/components/contact-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contatti',
      description:
        'Email, telefono e indirizzo del laboratorio di Bottega del Bun a Moncalieri (TO): scrivici per ordini, forniture e domande.',
      path: '/contact',
    }),
  component: ContactPage,
});
