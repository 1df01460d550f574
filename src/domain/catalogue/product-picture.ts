// Plain constants, no imports: the product picture's size and `sizes`, shared by the page's
// `<img>` and anything that must take the same room.

/** The seed's and the admin's product pictures are 4:3 (800 × 600). */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 600;

/** The room a product page's main picture takes: the full width on phones, 36rem beside the text. */
export const MAIN_PICTURE_SIZES = '(min-width: 64em) 36rem, 100vw';

/**
 * The widths the demo catalogue's photos come in (scripts/generate-product-photos.ts): a
 * picture stored as `<name>-<width>w.webp` with one of these widths has the others beside it
 * under the same name, so the browser can pick by `srcset`.
 */
export const PRODUCT_PICTURE_WIDTHS = [400, 640, 960] as const;

/** `…/name-640w.webp`: a picture that names its width. */
const SIZED_PICTURE = /-(\d+)w\.webp$/;

/** The same picture at every width it comes in, widest last; just `url` for any other picture. */
export function pictureWidthVariants(url: string): { url: string; width: number | null }[] {
  const match = SIZED_PICTURE.exec(url);
  const width = match ? Number(match[1]) : NaN;
  if (!(PRODUCT_PICTURE_WIDTHS as readonly number[]).includes(width)) return [{ url, width: null }];
  return PRODUCT_PICTURE_WIDTHS.map((w) => ({
    url: url.replace(SIZED_PICTURE, `-${w}w.webp`),
    width: w,
  }));
}

/** The `srcset` of a picture that comes in several widths; undefined for one that does not. */
export function pictureSrcSet(url: string): string | undefined {
  const variants = pictureWidthVariants(url);
  if (variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
