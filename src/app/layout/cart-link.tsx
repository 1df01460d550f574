import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { nextTask } from '@/lib/next-task';
import { whenIdle } from '@/lib/when-idle';
import { warmRouteFiles } from '@/lib/route-files/warm-route-files';
import { useCartItemCount } from '@/domain/cart/cart-store';
import { countOf } from '@/lib/italian-plural';

/** What a screen reader hears for the cart icon. */
export function cartLinkLabel(count: number): string {
  if (count === 0) return 'Carrello, vuoto';
  return `Carrello, ${countOf(count, 'articolo')}`;
}

/** The cart icon with its item-count badge, read from the cart store. */
export function CartLink() {
  const count = useCartItemCount();
  const router = useRouter();
  // The cart is one tap away on every page: its code is made ready once the browser is idle,
  // so the tap opens it at once (issue 38) without competing with the page's own start.
  useEffect(
    () =>
      // The router reports a failed download itself (offline without the worker's copy); the
      // tap then loads the page again, or says it cannot.
      // The two are separate tasks: together with the files' warm-up they were one 23 ms task
      // (unthrottled) on `/`, beyond Lighthouse's 50 ms line at its 4× CPU.
      whenIdle(() => {
        void warmRouteFiles('/cart', { ahead: true, priority: 'low' });
        void nextTask().then(() => router.preloadRoute({ to: '/cart' }));
      }),
    [router],
  );
  return (
    <Link to="/cart" className="bdb-icon-button bdb-cart-link" aria-label={cartLinkLabel(count)}>
      <IconShoppingBag size={26} stroke={1.75} aria-hidden="true" />
      {count > 0 && (
        <span className="bdb-cart-link__badge" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
