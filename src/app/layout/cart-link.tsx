import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readyWhenIdle } from '@/lib/route-files/ready-when-idle';
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
  // so the tap opens it at once (issue 38) without competing with the page's own start; its
  // files at the browser's low priority, behind anything the visitor asks for. The router
  // reports a failed download itself (offline without the worker's copy); the tap then loads
  // the page again, or says it cannot.
  useEffect(
    () => readyWhenIdle('/cart', () => router.preloadRoute({ to: '/cart' }), { priority: 'low' }),
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
