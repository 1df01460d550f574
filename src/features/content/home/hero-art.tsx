import { useEffect, useState } from 'react';
import heroBurger from '@/features/content/assets/hero-burger.svg';
import classes from '@/features/content/home/hero-art.module.css';
import { useFirstRenderWasServerMarkup } from '@/hooks/use-server-markup';

/** Spec §9: the blurred placeholder stays for 500 ms before the real picture fades in. */
export const HERO_SWAP_MS = 500;

/**
 * The hero's picture (a column on wide screens, a small circle above the headline on phones):
 * a blurred placeholder first, then — after 500 ms and once it has loaded — the real image
 * fades in over it. On the prerendered home page (decision 017) the page's CSS does the same
 * fade from the first paint on, before and through the app's hydration, which adopts the
 * picture as it is.
 */
export function HeroArt() {
  const fadedByCss = useFirstRenderWasServerMarkup();
  const [waited, setWaited] = useState(false);
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
        data-css-fade={fadedByCss || undefined}
        data-visible={(waited && loaded) || undefined}
        data-testid="hero-image"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
