// Plain constants, no imports: the product picture's size and `sizes`, shared by the page's
// `<img>` and anything that must take the same room.

/** The seed's and the admin's product pictures are 4:3 (800 × 600). */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 600;

/** The room a product page's main picture takes: the full width on phones, 36rem beside the text. */
export const MAIN_PICTURE_SIZES = '(min-width: 64em) 36rem, 100vw';
