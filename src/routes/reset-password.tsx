import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { linkOutcome, validateLinkSearch } from '@/features/auth/link-outcome';
import { pageHead } from '@/app/seo/page-head';

// The recovery e-mail's link lands here with `code` (or `error_code` when it is no good).
export const Route = createFileRoute('/reset-password')({
  validateSearch: validateLinkSearch,
  head: () =>
    pageHead({
      title: 'Nuova password',
      description: 'Scegli la nuova password del tuo account Bottega del Bun.',
      path: '/reset-password',
      noIndex: true,
    }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordPage link={linkOutcome(Route.useSearch())} />;
}
