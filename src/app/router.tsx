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
  let openedPageRendered = false;
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
    // The router scrolls each page it renders to the top, the page the visitor opened included:
    // someone who had scrolled a prerendered page before the app went live (2–4 s on a slow
    // phone) was thrown back to the top, and a tap in that moment landed on whatever came up
    // under the finger (issue 38's first-tap bench lost it). The opened page stays where the
    // browser put it (the visitor's scroll, a reload's position); its `#anchor` is still
    // scrolled to, as the app may have drawn that element itself. Later pages open at the top,
    // and going back finds the position it left (the router keeps it per history entry).
    scrollRestoration: ({ location }) => {
      const openedPage = !openedPageRendered;
      openedPageRendered = true;
      if (openedPage && location.hash === '') {
        // The router keeps a page's position only once it has seen a scroll after the app went
        // live: tell it about the one made before, so going back finds it too.
        if (typeof document !== 'undefined') document.dispatchEvent(new Event('scroll'));
        return false;
      }
      return true;
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
