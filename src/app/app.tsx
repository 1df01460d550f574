import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppProviders } from '@/app/app-providers';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import type { AppRouter } from '@/app/router';

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/** `<html data-app="live">`: the app has rendered (or hydrated the prerendered page). */
export const APP_LIVE_ATTRIBUTE = 'data-app';

/** The whole app: providers, a last-resort error boundary, and the router. */
export function App({ queryClient, router }: AppProps) {
  useEffect(() => {
    // After the first commit's effects: every control of the page answers from here on.
    document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, 'live');
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
