/**
 * The runtime cache of storage pictures, shared by the service worker (which fills it as
 * pages show pictures) and the page (the download action and the warm-up check it).
 */
export const IMAGE_CACHE_NAME = 'bottega-del-bun-images';
/** Bounded: the least recently used pictures go first past 200 entries or after 30 days. */
export const IMAGE_CACHE_MAX_ENTRIES = 200;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Where Supabase Storage serves public objects (product, carousel and blog images). */
export const PUBLIC_STORAGE_PATH = '/storage/v1/object/public/';
