import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { RootErrorComponent } from '@/app/errors/root-error';
import { AdminLayout } from '@/features/back-office/components/admin-layout';
import { AccessDeniedError, SecondFactorRequiredError } from '@/features/auth/admin-guard';
import { AccessDeniedPage } from '@/features/auth/components/access-denied-page';
import { SecondFactorPage } from '@/features/auth/components/second-factor-page';
import { useGuardFollowsAuth } from '@/features/auth/use-guard-follows-auth';

// Layout of every /admin page, and the guard of all of them: anonymous visitors go to /login
// (and come back after signing in), signed-in customers get the 403 page, admins without a
// second factor in this session are asked for the code (decision 016).
export const Route = createFileRoute('/admin')({
  // The guard's code (and the session reading it needs) loads with the first /admin visit.
  beforeLoad: async ({ context, location }) => {
    const { requireAdmin } = await import('@/features/auth/admin-guard');
    await requireAdmin(context.queryClient, location.href);
  },
  errorComponent: AdminError,
  component: AdminArea,
});

function AdminArea() {
  useGuardFollowsAuth();
  return <AdminLayout />;
}

function AdminError(props: ErrorComponentProps) {
  // The 403 page follows a logout too: signed out, the guard sends the visitor to /login.
  useGuardFollowsAuth();
  if (props.error instanceof AccessDeniedError) return <AccessDeniedPage />;
  if (props.error instanceof SecondFactorRequiredError) return <SecondFactorPage />;
  return <RootErrorComponent {...props} />;
}
