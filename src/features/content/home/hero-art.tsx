import { useEffect, useState } from 'react';
import heroBurger from '@/features/content/assets/hero-burger.svg';
import classes from '@/features/content/home/hero-art.module.css';

/** Spec §9: the blurred placeholder stays for 500 ms before the real picture fades in. */
export const HERO_SWAP_MS = 500;

/**
 * Whether the prerendered home page this hero replaces (decision 014) already shows its picture
 * (its CSS fade has begun): then the app's picture is shown at once, not hidden and faded in
 * again. Read during the app's first render, before React replaces the prerendered page.
 */
function prerenderedPictureShown(): boolean {
  const early = document.querySelector<HTMLImageElement>(
    '[data-prerendered] [data-testid="hero-image"]',
  );
  return early !== null && Number(getComputedStyle(early).opacity) > 0;
}

/**
 * The hero's picture (a column on wide screens, a small circle above the headline on phones):
 * a blurred placeholder first, then — after 500 ms and once it has loaded — the real image
 * fades in over it.
 */
export function HeroArt() {
  const [waited, setWaited] = useState(prerenderedPictureShown);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), HERO_SWAP_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="bdb-hero__art" aria-hidden="true">
      <div className="bdb-hero__placeholder" />
      <img
        ref={(image) => {
          // A cached picture may have finished before React listened for `load`.
          if (image?.complete && image.naturalWidth > 0) setLoaded(true);
        }}
        className={classes.image}
        src={heroBurger}
        alt=""
        width={800}
        height={600}
        decoding="async"
        data-visible={(waited && loaded) || undefined}
        data-testid="hero-image"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
