import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * On every route change (a new path, not a new search query) the page scrolls to the top and
 * `onRouteChange` runs — the shell closes the mobile menu with it (spec §2).
 */
export function useRouteChangeEffects(onRouteChange: () => void): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The first load is not a route change: a reload keeps the browser's scroll position.
        if (!event.pathChanged || event.fromLocation === undefined) return;
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        onRouteChange();
      }),
    [router, onRouteChange],
  );
}
