// Plain constants, no imports: index.html's early product read (scripts/vite/early-product-read.ts)
// draws a product page's main picture before the app runs and must ask for the same file and
// take the same room as the page's own `<img>`.

/** The seed's and the admin's product pictures are 4:3 (800 × 600). */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 600;

/** The room a product page's main picture takes: the full width on phones, 36rem beside the text. */
export const MAIN_PICTURE_SIZES = '(min-width: 64em) 36rem, 100vw';
