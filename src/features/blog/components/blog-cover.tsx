import { publicStorageUrl } from '@/lib/storage-url';
import classes from '@/features/blog/components/blog.module.css';

/** The seed's covers are 1200 × 630, the social-preview shape. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/** A post's cover picture, with its size set so the page does not jump. */
export function BlogCover({ src, priority = false }: { src: string | null; priority?: boolean }) {
  const url = publicStorageUrl(src);
  if (!url) return null;
  return (
    <img
      className={classes.cover}
      src={url}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
