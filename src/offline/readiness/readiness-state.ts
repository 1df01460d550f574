import {
  readStorageItem,
  removeStorageItem,
  safeLocalStorage,
  writeStorageItem,
} from '@/lib/browser-storage';
import {
  OFFLINE_REQUESTED_STORAGE_KEY,
  READINESS_STORAGE_KEY,
} from '@/offline/readiness/readiness-storage-keys';

/**
 * Whether this device is ready for a day without connection (issue 20), as a small store the
 * header, the account menu and /business read. Tiny and dependency-free on purpose: it is part
 * of the entry chunk; the preparation itself loads lazily (src/app/offline-readiness/prepare-offline.ts).
 */

/** What the preparation is doing: the app's files, the catalogue, the account, the pictures. */
export type ReadinessStep = 'app' | 'data' | 'pictures';

/** Something the device still lacks for an offline day, and why. */
export type ReadinessGap =
  | { part: 'app' }
  | { part: 'catalogue' }
  | { part: 'account' }
  | { part: 'pictures'; missing: number; storageFull: boolean };

export type Readiness =
  /** Nothing prepared for this person on this device yet (or not wanted: a light visit). */
  | { state: 'idle' }
  | {
      state: 'preparing';
      step: ReadinessStep;
      done: number;
      total: number;
      /** When the device was last ready, if ever: shown beside the progress. */
      lastReadyAt: number | null;
    }
  | { state: 'ready'; at: number; pictures: number; withAccount: boolean }
  | { state: 'incomplete'; at: number; gaps: ReadinessGap[]; lastReadyAt: number | null };

/** Kept across reloads (and offline) for the person it was prepared for. */
interface StoredReadiness {
  userId: string | null;
  readiness: Readiness;
  /** The person is a business customer: their device is always kept ready. */
  business: boolean;
}

let current: StoredReadiness | undefined;
const listeners = new Set<() => void>();
const idle: Readiness = { state: 'idle' };

function load(): StoredReadiness {
  if (current) return current;
  try {
    const raw = readStorageItem(safeLocalStorage(), READINESS_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as StoredReadiness) : null;
    // A preparation cut short by a reload is not going on any more.
    const readiness = stored?.readiness.state === 'preparing' ? idle : (stored?.readiness ?? idle);
    current = { userId: stored?.userId ?? null, readiness, business: stored?.business === true };
  } catch {
    current = { userId: null, readiness: idle, business: false };
  }
  return current;
}

/** The readiness of this device for `userId` (null: the anonymous visitor). */
export function readinessFor(userId: string | null): Readiness {
  const state = load();
  return state.userId === userId ? state.readiness : idle;
}

/** When the device was last completely ready for `userId`, if ever. */
export function lastReadyAt(userId: string | null): number | null {
  const readiness = readinessFor(userId);
  if (readiness.state === 'ready') return readiness.at;
  if (readiness.state === 'preparing' || readiness.state === 'incomplete') {
    return readiness.lastReadyAt;
  }
  return null;
}

/** Whether `userId` was a business customer when their device was last prepared. */
export function knownBusiness(userId: string | null): boolean {
  const state = load();
  return state.userId === userId && state.business;
}

export function setReadiness(
  userId: string | null,
  readiness: Readiness,
  business: boolean = knownBusiness(userId),
): void {
  current = { userId, readiness, business };
  if (readiness.state !== 'preparing') {
    writeStorageItem(safeLocalStorage(), READINESS_STORAGE_KEY, JSON.stringify(current));
  }
  listeners.forEach((listener) => listener());
}

/** Forgets the readiness (signing out: the next person's data is not on the device). */
export function resetReadiness(): void {
  current = { userId: null, readiness: idle, business: false };
  removeStorageItem(safeLocalStorage(), READINESS_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeToReadiness(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor asked for this device to be kept ready for offline use. */
export function offlineUseRequested(): boolean {
  return readStorageItem(safeLocalStorage(), OFFLINE_REQUESTED_STORAGE_KEY) === '1';
}

export function rememberOfflineUseRequest(): void {
  writeStorageItem(safeLocalStorage(), OFFLINE_REQUESTED_STORAGE_KEY, '1');
}

/** For tests: forget what was loaded, so the next read comes from storage again. */
export function reloadReadinessForTests(): void {
  current = undefined;
}
