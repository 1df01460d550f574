import { publicStorageUrl } from '@/lib/storage-url';
import classes from '@/features/catalog/components/product-image.module.css';

/** The seed's and the admin's product pictures are 4:3 (800 × 600). */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 600;

export interface ProductImageProps {
  /** Storage key or URL from `image_url` / `gallery`. */
  src: string | null | undefined;
  alt: string;
  /** Above the fold: load at once and with high priority (the page's LCP candidate). */
  priority?: boolean;
  /** The width the image takes in the layout, so the browser picks the right file. */
  sizes?: string;
  className?: string;
}

/**
 * A product picture with its intrinsic size set, so the page never jumps when it arrives;
 * lazy below the fold. Without a picture, a drawn placeholder of the same size.
 */
export function ProductImage({ src, alt, priority = false, sizes, className }: ProductImageProps) {
  const url = publicStorageUrl(src);
  const frameClass = className ? `${classes.frame} ${className}` : classes.frame;
  if (!url) {
    return <div className={`${frameClass} ${classes.placeholder}`} role="img" aria-label={alt} />;
  }
  return (
    <div className={frameClass}>
      <img
        className={classes.image}
        src={url}
        alt={alt}
        width={PRODUCT_IMAGE_WIDTH}
        height={PRODUCT_IMAGE_HEIGHT}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </div>
  );
}
