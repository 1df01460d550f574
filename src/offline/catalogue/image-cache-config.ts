/**
 * The runtime cache of storage pictures, shared by the service worker (which fills it as
 * pages show pictures) and the page (the download action and the warm-up check it).
 */
export const IMAGE_CACHE_NAME = 'bottega-del-bun-images';
/**
 * The catalogue's own pictures (every active product's card and gallery), put there by the
 * offline preparation (issue 20) and pruned to the current catalogue by it; the worker answers
 * from it first. Not bounded by the worker: it holds exactly one catalogue's pictures, and it
 * is the first thing freed when the device runs out of space.
 */
export const CATALOGUE_PICTURES_CACHE_NAME = 'bottega-del-bun-catalogue-pictures';
/** Bounded: the least recently used pictures go first past 200 entries or after 30 days. */
export const IMAGE_CACHE_MAX_ENTRIES = 200;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Where Supabase Storage serves public objects (product, carousel and blog images). */
export const PUBLIC_STORAGE_PATH = '/storage/v1/object/public/';
