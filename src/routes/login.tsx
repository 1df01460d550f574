import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { safeRedirectPath } from '@/domain/auth/auth-paths';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/login')({
  // `redirect`: where the visitor was headed (a guard or the header put it there). Only a
  // path of this site survives, so the page cannot be used to send people elsewhere.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  head: () =>
    pageHead({
      title: 'Accedi',
      description: 'Accedi al tuo account Bottega del Bun per ordinare e seguire i tuoi ordini.',
      path: '/login',
      noIndex: true,
    }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect ?? '/'} />;
}
