import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  pictureSrcSet,
} from '@/domain/catalogue/product-picture';
import { publicStorageUrl } from '@/lib/storage-url';

export interface ProductImageProps {
  /** Storage key or URL from `image_url` / `gallery`. */
  src: string | null | undefined;
  alt: string;
  /** Above the fold: load at once and with high priority (the page's LCP candidate). */
  priority?: boolean;
  /**
   * Above the fold on some screens only (a wide screen's first row): load at once, at the
   * browser's own priority (it raises the pictures it lays out on screen), so that on a phone
   * the page's own LCP candidate gets the bandwidth first.
   */
  eager?: boolean;
  /** The width the image takes in the layout, so the browser picks the right file. */
  sizes?: string;
  className?: string;
}

/**
 * A product picture with its intrinsic size set, so the page never jumps when it arrives;
 * lazy below the fold. A picture that comes in several widths (the demo photos) is offered in
 * all of them, and the browser takes the one `sizes` and the screen's density call for. Without
 * a picture, a drawn placeholder of the same size.
 */
export function ProductImage({
  src,
  alt,
  priority = false,
  eager = false,
  sizes,
  className,
}: ProductImageProps) {
  const url = publicStorageUrl(src);
  // Global classes: index.html's first paint of a product page draws the same frame.
  const frameClass = className ? `bdb-product-image ${className}` : 'bdb-product-image';
  if (!url) {
    // A decorative picture (alt "", as on a card whose heading names the product) has a
    // placeholder that is decorative too: an image role needs a name (axe role-img-alt).
    return alt ? (
      <div className={`${frameClass} bdb-product-image--placeholder`} role="img" aria-label={alt} />
    ) : (
      <div className={`${frameClass} bdb-product-image--placeholder`} aria-hidden="true" />
    );
  }
  return (
    <div className={frameClass}>
      <img
        className="bdb-product-image__img"
        src={url}
        srcSet={pictureSrcSet(url)}
        alt={alt}
        width={PRODUCT_IMAGE_WIDTH}
        height={PRODUCT_IMAGE_HEIGHT}
        sizes={sizes}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </div>
  );
}
