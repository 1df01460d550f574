import classes from '@/features/back-office/content/components/admin-content.module.css';
import type { CarouselRow } from '@/features/back-office/content/api/admin-carousel-api';
import { publicStorageUrl } from '@/lib/storage-url';

/** The slide's image, or its video muted and looping as the home page plays it. */
export function CarouselMediaPreview({ item, width = 200 }: { item: CarouselRow; width?: number }) {
  const src = publicStorageUrl(item.media_url);
  const height = Math.round((width * 3) / 4);
  if (item.media_type === 'video')
    return (
      <video
        src={src}
        width={width}
        height={height}
        className={classes.thumb}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={item.title || 'Video del carosello'}
      />
    );
  return (
    <img
      src={src}
      alt={item.title || 'Immagine del carosello'}
      width={width}
      height={height}
      loading="lazy"
      className={classes.thumb}
    />
  );
}
