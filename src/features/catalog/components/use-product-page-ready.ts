import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * A list of products leads to a product's page: once the browser is idle, that page's code
 * (the route's chunk, the modules it imports, its styles) is made ready, so the first tap on
 * any card opens it at once (issue 38). The cards' own `preload="viewport"` comes too late for
 * a card scrolled into view and tapped straight away: the route's chunk, then its imports, are
 * two round trips on a slow connection. The data needs nothing: the page is drawn from the
 * list's own copy of the product.
 */
export function useProductPageReady(slug: string | undefined): void {
  const router = useRouter();
  useEffect(() => {
    if (slug === undefined) return;
    return whenIdle(() => {
      router.preloadRoute({ to: '/products/$slug', params: { slug } }).catch(() => {
        // Offline without the worker's copy: the tap loads it, or says it cannot.
      });
    });
  }, [router, slug]);
}
