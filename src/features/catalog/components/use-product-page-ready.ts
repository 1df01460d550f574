import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readyWhenIdle } from '@/lib/route-files/ready-when-idle';

/**
 * A list of products leads to a product's page: once the browser is idle, that page's code
 * (the route's chunk, the modules it imports, its styles) is made ready, so the first tap on
 * any card opens it at once (issue 38). The cards' own `preload="viewport"` comes too late for
 * a card scrolled into view and tapped straight away: the route's chunk, then its imports, are
 * two round trips on a slow connection. The data needs no request: the page is drawn from the
 * list's own copy of the product.
 */
export function useProductPageReady(slug: string | undefined): void {
  const router = useRouter();
  useEffect(() => {
    if (slug === undefined) return;
    // The router runs the page's loader too (it seeds the product from the list's copy, no
    // request) and reports a failed download itself; the tap then loads the page again.
    return readyWhenIdle(`/products/${slug}`, () =>
      router.preloadRoute({ to: '/products/$slug', params: { slug } }),
    );
  }, [router, slug]);
}
