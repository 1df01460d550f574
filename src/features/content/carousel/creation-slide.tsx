import { useState } from 'react';
import type { CarouselItem } from '@/features/content/api/carousel-query';
import { logger } from '@/lib/logger';
import { publicStorageUrl } from '@/lib/storage-url';
import classes from '@/features/content/carousel/creations-carousel.module.css';

/** A picture that did not load is asked for again this many times (spec §8). */
const IMAGE_RETRIES = 2;

/**
 * One creation: a muted looping video or a picture, with its title and description shown on
 * hover (always on touch screens, where there is no hover).
 */
export function CreationSlide({ item, eager }: { item: CarouselItem; eager: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const src = publicStorageUrl(item.media_url);
  const label = item.title || 'Una creazione della Bottega';

  return (
    <figure className={classes.slide} data-testid="creation-slide">
      {src && item.media_type === 'video' ? (
        <video
          className={classes.media}
          src={src}
          muted
          loop
          autoPlay
          playsInline
          preload="metadata"
          aria-label={label}
          onError={() => logger.warn('Video del carosello non caricato', { src })}
        />
      ) : src ? (
        <img
          // A new element per attempt: the browser asks for the same address again.
          key={attempt}
          className={classes.media}
          src={src}
          alt={label}
          width={1200}
          height={675}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => {
            logger.warn('Immagine del carosello non caricata', { src, attempt });
            if (attempt < IMAGE_RETRIES) setAttempt(attempt + 1);
          }}
        />
      ) : (
        <div className={classes.media} aria-hidden="true" />
      )}
      {(item.title || item.description) && (
        <figcaption className={classes.caption}>
          {item.title && <h3 className={classes.captionTitle}>{item.title}</h3>}
          {item.description && <p className={classes.captionText}>{item.description}</p>}
        </figcaption>
      )}
    </figure>
  );
}
