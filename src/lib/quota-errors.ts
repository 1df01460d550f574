import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query-persistence';

/**
 * What a device out of space means and how it is told (issue 20): the small part of
 * src/offline/storage-pressure.ts that the cart, part of every page, needs.
 */

/** What a write that hit the quota stands for, most important first. */
export type StoredPart = 'outbox' | 'cart' | 'catalogue' | 'pictures';

/** What was freed to make room. */
export type FreedPart = 'pictures' | 'catalogue' | 'query-cache';

export const STORAGE_PRESSURE_EVENT = 'bottega-del-bun:storage-pressure';

export interface StoragePressureDetail {
  /** The part that needed room. */
  needed: StoredPart;
  freed: FreedPart[];
  /** False when even after freeing everything allowed the write failed. */
  saved: boolean;
}

/** True for the browser's "no more space" errors (IndexedDB, Cache Storage, localStorage). */
export function isQuotaExceeded(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  // Dexie wraps the IndexedDB error and keeps the original as `inner`.
  const inner = (error as { inner?: unknown } | null)?.inner;
  return inner !== undefined && inner !== error && isQuotaExceeded(inner);
}

/** Tells the page what was given up for lack of space (a toast says it). */
export function announceStoragePressure(detail: StoragePressureDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<StoragePressureDetail>(STORAGE_PRESSURE_EVENT, { detail }));
}

/**
 * The synchronous twin for localStorage (the cart): on a full storage, drops the persisted
 * query cache and writes again. Returns whether the value was saved.
 */
export function setItemMakingRoom(storage: Storage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    if (!isQuotaExceeded(error)) return false;
  }
  storage.removeItem(QUERY_CACHE_STORAGE_KEY);
  try {
    storage.setItem(key, value);
    announceStoragePressure({ needed: 'cart', freed: ['query-cache'], saved: true });
    return true;
  } catch {
    announceStoragePressure({ needed: 'cart', freed: ['query-cache'], saved: false });
    return false;
  }
}
