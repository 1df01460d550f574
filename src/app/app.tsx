import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '@/app/app-providers';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import type { AppRouter } from '@/app/router';

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/** The whole app: providers, a last-resort error boundary, and the router. */
export function App({ queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
