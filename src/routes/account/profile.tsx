import { createFileRoute, redirect } from '@tanstack/react-router';

// The shell's account links point here; the route table's page is /profile
// (docs/decisions/001-account-routes.md).
export const Route = createFileRoute('/account/profile')({
  beforeLoad: () => {
    throw redirect({ to: '/profile', replace: true });
  },
});
