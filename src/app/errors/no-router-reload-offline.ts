import { browserIsOffline } from '@/lib/network/reachability';

/**
 * TanStack Router's lazy route components reload the page once per module that failed to
 * download (`lazyRouteComponent`, guarded by the sessionStorage key below): right after a
 * deploy replaced the files, that fetches the new build. Offline it only loads the same missing
 * file again, and the reload lands on whatever the visitor did meanwhile — a link they had just
 * tapped is dropped and they are back on the page that cannot open.
 *
 * Vite announces every failed lazy import before the router sees it (`vite:preloadError`, with
 * the error as `payload`). Offline, this marks that module as already reloaded for the router,
 * so the error goes straight to the page's error component ("Pagina non disponibile offline",
 * which reloads by itself when the connection returns). Online nothing changes.
 */
export function skipRouterReloadOffline(
  target: Pick<Window, 'addEventListener'>,
  storage: Pick<Storage, 'setItem'>,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!browserIsOffline() || !(error instanceof Error)) return;
    // The router's own key (@tanstack/react-router lazyRouteComponent); the unit test runs the
    // real lazyRouteComponent, so a change on their side fails it.
    storage.setItem(`tanstack_router_reload:${error.message}`, '1');
  });
}
