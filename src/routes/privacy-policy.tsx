import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/privacy-policy')({
  head: () =>
    pageHead({
      title: 'Privacy Policy',
      description:
        'Come Bottega del Bun S.r.l. tratta i tuoi dati personali: finalità, basi giuridiche, conservazione, destinatari e i tuoi diritti.',
      path: '/privacy-policy',
    }),
  component: PrivacyPolicyPage,
});
