import { Button } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { formatEuro } from '@/lib/format';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/catalog/components/sticky-purchase-bar.module.css';

/** Set on <html> while the bar shows: the chat button moves up above it. */
const STICKY_BAR_ATTRIBUTE = 'data-sticky-purchase-bar';

/** True while `target` is scrolled up out of the window (not while it is still below). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (element) setPast(element.getBoundingClientRect().bottom < 0);
    };
    // One measure per frame however many scroll events arrive.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [target]);
  return past;
}

/**
 * On a phone, once 'Aggiungi al carrello' has scrolled away, a bar at the bottom of the window
 * keeps the product's price and the button at hand (issue 28). Wider screens never show it
 * (CSS): the purchase box stays near.
 */
export function StickyPurchaseBar({
  product,
  quantity,
  anchor,
  onAdd,
}: {
  product: Product;
  quantity: number;
  anchor: RefObject<HTMLElement | null>;
  onAdd: () => void;
}) {
  const shown = useScrolledPast(anchor);
  useEffect(() => {
    if (!shown) return undefined;
    document.documentElement.setAttribute(STICKY_BAR_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(STICKY_BAR_ATTRIBUTE);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className={classes.bar} data-testid="sticky-purchase-bar">
      <div className={classes.text}>
        <span className={classes.name}>{product.name}</span>
        <span className={classes.price}>
          {quantity > 1 ? `${quantity} × ` : ''}
          {formatEuro(product.price)}
        </span>
      </div>
      <Button color="crust" size="md" onClick={onAdd}>
        Aggiungi al carrello
      </Button>
    </div>
  );
}
