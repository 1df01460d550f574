import { Button } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { formatEuro } from '@/lib/format';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/catalog/components/sticky-purchase-bar.module.css';

/** Set on <html> while the bar shows: the chat button moves up above it. */
const STICKY_BAR_ATTRIBUTE = 'data-sticky-purchase-bar';

/**
 * True while `target` is scrolled up out of the window (not while it is still below). Watched
 * by an IntersectionObserver, which reads positions from the browser's own layout: measuring
 * with `getBoundingClientRect` forced a synchronous layout of the whole page in the effect that
 * runs as the page is drawn (88 ms of the 440 ms task that draws a product page opened from
 * /products, on Lighthouse's 4× slower phone; issue 38), and again on every scrolled frame.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    // The window stretched far downwards: the element leaves it only upwards, so a jump from
    // below the window to above it (a link to a section, a fast swipe) is still a change the
    // observer reports; with the plain window both ends are "not intersecting" and it stays quiet.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
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
