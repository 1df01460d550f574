/**
 * `localStorage` when the browser lets us use it. Some privacy modes throw on access; the
 * shop then works without persistence instead of crashing.
 */
export function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads a key, or `null` when storage is missing or refuses. */
export function readStorageItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key; returns false when storage is missing or full, so callers can log it. */
export function writeStorageItem(
  storage: Storage | undefined,
  key: string,
  value: string,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; storage that is missing or refuses has nothing to remove. */
export function removeStorageItem(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}
