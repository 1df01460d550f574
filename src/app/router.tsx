import type { QueryClient } from '@tanstack/react-query';
import { createRouter, HeadContent, type RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RoutePending } from '@/app/layout/route-pending';
import { logger } from '@/lib/logger';
import { routeTree } from '@/routeTree.gen';

/** Route-managed `<title>`, meta tags and JSON-LD, also while the error screen is shown. */
function HeadTagsWrap({ children }: { children: ReactNode }) {
  return (
    <>
      <HeadContent />
      {children}
    </>
  );
}

/** The app's router; tests pass a memory `history`, the browser uses its address bar. */
export function createAppRouter(
  queryClient: QueryClient,
  { history }: { history?: RouterHistory } = {},
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Hovering or focusing a link starts downloading that route's code.
    defaultPreload: 'intent',
    // Freshness of data is TanStack Query's job (src/lib/query-cache-groups.ts).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultOnCatch: (error, errorInfo) => {
      logger.error('Errore non gestito in una pagina', {
        error,
        componentStack: errorInfo.componentStack,
      });
    },
    InnerWrap: HeadTagsWrap,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
