import { createFileRoute } from '@tanstack/react-router';
import { EmailConfirmationPage } from '@/features/auth/components/email-confirmation-page';
import { linkOutcome, validateLinkSearch } from '@/features/auth/link-outcome';
import { pageHead } from '@/lib/seo/page-head';

// The sign-up confirmation e-mail's link lands here (EMAIL_CONFIRMATION_PATH in lib/auth).
export const Route = createFileRoute('/conferma-email')({
  validateSearch: validateLinkSearch,
  head: () =>
    pageHead({
      title: 'Conferma email',
      description: 'Conferma dell’indirizzo email del tuo account Bottega del Bun.',
      path: '/conferma-email',
      noIndex: true,
    }),
  component: EmailConfirmationRoute,
});

function EmailConfirmationRoute() {
  return <EmailConfirmationPage link={linkOutcome(Route.useSearch())} />;
}
