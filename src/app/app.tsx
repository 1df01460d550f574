import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppProviders } from '@/app/app-providers';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import type { AppRouter } from '@/app/router';
import { whenIdle } from '@/lib/when-idle';
import { routeOfMeasure } from '@/app/field-measures/field-measure';
import { followNavigationKind } from '@/app/navigation-kind';

export interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  /** Called once, after the first commit: the page answers every tap from here on. */
  onLive?: () => void;
}

/** `<html data-app="live">`: the app has rendered (or hydrated the prerendered page). */
export const APP_LIVE_ATTRIBUTE = 'data-app';

/** The whole app: providers, a last-resort error boundary, and the router. */
export function App({ queryClient, router, onLive }: AppProps) {
  // Once the router listens to its history itself (RouterProvider's first commit): a listener
  // before that would stop the router from loading a redirect of the first route on its own.
  useEffect(() => followNavigationKind(router.history), [router]);
  useEffect(() => {
    // After the first commit's effects: every control of the page answers from here on.
    document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, 'live');
    onLive?.();
    // What real visitors meet (issue 38), sent only with their consent to statistics.
    const start = {
      route: routeOfMeasure(router.state.matches.at(-1)?.routeId),
      appLiveAt: performance.now(),
    };
    return whenIdle(() => {
      import('@/app/field-measures/report-field-measures')
        .then(({ reportFieldMeasures }) => reportFieldMeasures(start))
        .catch(() => {
          // Offline before the worker kept it: this page goes unmeasured.
        });
    });
  }, [router, onLive]);
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
