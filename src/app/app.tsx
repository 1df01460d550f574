import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { AppProviders } from '@/app/app-providers';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** The whole app: providers, a last-resort error boundary, and the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
