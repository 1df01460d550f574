import { createFileRoute } from '@tanstack/react-router';
import { EmailConfirmationPage } from '@/features/auth/components/email-confirmation-page';
import { linkOutcome, validateLinkSearch } from '@/features/auth/link-outcome';
import { safeRedirectPath } from '@/domain/auth/auth-paths';
import { pageHead } from '@/app/seo/page-head';

// The sign-up confirmation e-mail's link lands here (EMAIL_CONFIRMATION_PATH in domain/auth).
export const Route = createFileRoute('/conferma-email')({
  // `redirect`: where the buyer was headed when signing up (register puts it in the link).
  validateSearch: (search: Record<string, unknown>) => {
    const redirect = safeRedirectPath(search.redirect);
    return { ...validateLinkSearch(search), ...(redirect ? { redirect } : {}) };
  },
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
  const search = Route.useSearch();
  return <EmailConfirmationPage link={linkOutcome(search)} redirectTo={search.redirect} />;
}
