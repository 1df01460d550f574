import { Suspense, useEffect, useRef, useState } from 'react';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import {
  CreationsPlaceholder,
  CreationsUnavailable,
} from '@/features/content/carousel/creations-placeholder';
import classes from '@/features/content/home/home-sections.module.css';
import { SectionHeading } from '@/components/section-heading';
import { useServerMarkup } from '@/hooks/use-server-markup';

// The slider (Embla and the autoplay) is below the fold: its code loads as it comes near. It is
// not in the precache (scripts/vite/shop-later-modules.ts): offline, before the worker kept it,
// the section says what the spec says of a carousel that could not be read.
const CreationsCarousel = optionalLazy(
  'Le Nostre Creazioni',
  () =>
    import('@/features/content/carousel/creations-carousel').then((module) => ({
      default: module.CreationsCarousel,
    })),
  {
    unavailable: (
      <div data-testid="creations-code-missing">
        <CreationsUnavailable />
      </div>
    ),
  },
);

/** Start loading this far before the section scrolls into view. */
const NEAR_VIEWPORT = '600px 0px';

/** Home 'Le Nostre Creazioni' (spec §2): heading, lead and the carousel. */
export function HomeCreationsSection() {
  const ref = useRef<HTMLElement>(null);
  // Placeholders first, on the server too (the prerendered page, decision 017), then the
  // carousel as it comes near; without IntersectionObserver (old browsers, tests) at once.
  const serverMarkup = useServerMarkup();
  const [seenNear, setNear] = useState(false);
  const near = seenNear || (!serverMarkup && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const section = ref.current;
    if (!section || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section
      ref={ref}
      className={`bdb-container ${classes.creations}`}
      aria-labelledby="home-creations-title"
    >
      <SectionHeading
        id="home-creations-title"
        eyebrow="Dalle cucine dei nostri clienti"
        title="Le Nostre Creazioni"
        lead="Burger nati dai nostri bun: idee da rifare a casa o da mettere in carta nel tuo locale."
      />
      {near ? (
        <Suspense fallback={<CreationsPlaceholder />}>
          <CreationsCarousel />
        </Suspense>
      ) : (
        <CreationsPlaceholder />
      )}
    </section>
  );
}
