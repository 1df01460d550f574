import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import { Link } from '@tanstack/react-router';
import { useCartItemCount } from '@/lib/cart/cart-store';
import { countOf } from '@/lib/italian-plural';

/** What a screen reader hears for the cart icon. */
export function cartLinkLabel(count: number): string {
  if (count === 0) return 'Carrello, vuoto';
  return `Carrello, ${countOf(count, 'articolo')}`;
}

/** The cart icon with its item-count badge, read from the cart store. */
export function CartLink() {
  const count = useCartItemCount();
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
