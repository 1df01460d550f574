import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CreationsPlaceholder } from '@/features/content/carousel/creations-placeholder';
import classes from '@/features/content/home/home-sections.module.css';
import { SectionHeading } from '@/components/section-heading';

// The slider (Embla and the autoplay) is below the fold: its code loads as it comes near.
const CreationsCarousel = lazy(() =>
  import('@/features/content/carousel/creations-carousel').then((module) => ({
    default: module.CreationsCarousel,
  })),
);

/** Start loading this far before the section scrolls into view. */
const NEAR_VIEWPORT = '600px 0px';

/** Home 'Le Nostre Creazioni' (spec §2): heading, lead and the carousel. */
export function HomeCreationsSection() {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers, tests) the carousel simply loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

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
