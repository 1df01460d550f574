import { createFileRoute, redirect } from '@tanstack/react-router';

// The shell's account links point here; the route table's page is /orders
// (docs/decisions/001-account-routes.md).
export const Route = createFileRoute('/account/orders')({
  beforeLoad: () => {
    throw redirect({ to: '/orders', replace: true });
  },
});
