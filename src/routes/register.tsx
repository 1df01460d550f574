import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/register-page';
import { safeRedirectPath } from '@/domain/auth/auth-paths';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/register')({
  // `redirect`: where the visitor was headed before signing up (e.g. /checkout from /login);
  // it travels with the confirmation link. Only a path of this site survives.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  head: () =>
    pageHead({
      title: 'Registrati',
      description: 'Crea il tuo account Bottega del Bun per ordinare più in fretta.',
      path: '/register',
      noIndex: true,
    }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterPage redirectTo={redirect} />;
}
