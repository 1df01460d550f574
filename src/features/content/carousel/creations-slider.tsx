import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import IconPlayerPause from '@tabler/icons-react/dist/esm/icons/IconPlayerPause.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import type { CarouselItem } from '@/features/content/api/carousel-query';
import { CreationSlide } from '@/features/content/carousel/creation-slide';
import { useCarouselAutoplay } from '@/features/content/carousel/use-carousel-autoplay';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useScreenClass } from '@/hooks/use-screen-class';
import { CAROUSEL_PRELOAD, preloadImages } from '@/domain/catalogue/image-preload';
import { publicStorageUrl } from '@/lib/storage-url';
import classes from '@/features/content/carousel/creations-carousel.module.css';

/** Slides visible at once on the widest screens: these load at once, the rest are preloaded. */
const MAX_VISIBLE = 4;

/**
 * The looping slider of 'Le Nostre Creazioni' (spec §2): aligned to the start, 1–4 slides by
 * width, arrows on wider screens when there is more than one item, autoplay every 3 s.
 */
export function CreationsSlider({ items }: { items: readonly CarouselItem[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const screen = useScreenClass();
  const reduceMotion = usePrefersReducedMotion();
  const several = items.length > 1;
  const canAutoplay = several && !reduceMotion;
  const { player, running } = useCarouselAutoplay(embla, root, canAutoplay);
  const [userPaused, setUserPaused] = useState(false);

  // The slides past the first screenful are fetched one by one, 300 ms apart (spec §9).
  useEffect(() => {
    const later = items
      .slice(MAX_VISIBLE)
      .filter((item) => item.media_type === 'image')
      .map((item) => publicStorageUrl(item.media_url))
      .filter((url): url is string => url !== undefined);
    return preloadImages(later, CAROUSEL_PRELOAD);
  }, [items]);

  const togglePause = () => {
    player.setUserPaused(!userPaused);
    setUserPaused(!userPaused);
  };

  return (
    <div
      ref={setRoot}
      className={classes.root}
      role="region"
      aria-roledescription="carosello"
      aria-label="Le Nostre Creazioni"
      data-testid="creations-carousel"
      data-autoplay={running ? 'running' : 'stopped'}
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          {items.map((item, index) => (
            <div
              key={item.id}
              className={classes.cell}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} di ${items.length}`}
            >
              <CreationSlide item={item} eager={index < MAX_VISIBLE} />
            </div>
          ))}
        </div>
      </div>
      <div className={classes.controls}>
        {canAutoplay && (
          <button
            type="button"
            className={classes.control}
            aria-label={
              userPaused ? 'Riprendi lo scorrimento delle creazioni' : 'Metti in pausa le creazioni'
            }
            onClick={togglePause}
          >
            {userPaused ? (
              <IconPlayerPlay size={20} aria-hidden="true" />
            ) : (
              <IconPlayerPause size={20} aria-hidden="true" />
            )}
          </button>
        )}
        {several && screen !== 'mobile' && (
          <>
            <button
              type="button"
              className={classes.control}
              aria-label="Creazione precedente"
              onClick={() => embla?.scrollPrev()}
            >
              <IconChevronLeft size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={classes.control}
              aria-label="Creazione successiva"
              onClick={() => embla?.scrollNext()}
            >
              <IconChevronRight size={22} aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
