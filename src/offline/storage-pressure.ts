import { logger } from '@/lib/logger';
import {
  CATALOGUE_PICTURES_CACHE_NAME,
  IMAGE_CACHE_NAME,
} from '@/offline/catalogue/image-cache-config';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query-persistence';
import {
  announceStoragePressure,
  type FreedPart,
  isQuotaExceeded,
  type StoredPart,
} from '@/lib/quota-errors';

/**
 * When the device runs out of space (issue 20), what matters most is written first and kept
 * longest: the order outbox, then the cart, then the catalogue, then the pictures. A write
 * that fails for lack of space frees what matters less than itself, in that order, and is
 * tried again; the user is told what was given up (STORAGE_PRESSURE_EVENT).
 */

/**
 * The steps that may free room for `part`, least important data first. The cart lives in
 * localStorage, whose quota is its own: there only the persisted query cache can give way.
 */
export function freeingOrder(part: StoredPart): FreedPart[] {
  switch (part) {
    case 'outbox':
      return ['pictures', 'catalogue'];
    case 'cart':
      return ['query-cache'];
    case 'catalogue':
      return ['pictures'];
    case 'pictures':
      return [];
  }
}

async function free(part: FreedPart): Promise<void> {
  if (part === 'pictures') {
    if (typeof caches === 'undefined') return;
    await caches.delete(IMAGE_CACHE_NAME);
    await caches.delete(CATALOGUE_PICTURES_CACHE_NAME);
    return;
  }
  if (part === 'catalogue') {
    const { forgetCatalogueCopy } = await import('@/offline/catalogue/catalogue-copy-eviction');
    await forgetCatalogueCopy();
    return;
  }
  // The persisted query cache is a copy of what the server or IndexedDB answer again.
  globalThis.localStorage?.removeItem(QUERY_CACHE_STORAGE_KEY);
}

/**
 * Runs `write` for `part`; when the device has no space left, frees what matters less (see
 * `freeingOrder`), one step at a time, and tries again. Throws the quota error when nothing
 * more may be freed, so the caller can keep what it was saving (a form, an order) on screen.
 */
export async function writeMakingRoom<T>(part: StoredPart, write: () => Promise<T>): Promise<T> {
  const freed: FreedPart[] = [];
  for (const step of [undefined, ...freeingOrder(part)]) {
    if (step) {
      await free(step).catch((error: unknown) => logger.warn('Spazio non liberato', error));
      freed.push(step);
    }
    try {
      const result = await write();
      if (freed.length > 0) announceStoragePressure({ needed: part, freed, saved: true });
      return result;
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error;
      logger.warn(`Spazio esaurito sul dispositivo (${part})`, error);
    }
  }
  announceStoragePressure({ needed: part, freed, saved: false });
  throw new DOMException('Spazio esaurito sul dispositivo', 'QuotaExceededError');
}
