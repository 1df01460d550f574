import { logger } from '@/lib/logger';
import { browserIsOffline, isUnreachable } from '@/lib/network/reachability';

/**
 * Thrown when the browser is offline (or the server unreachable) and the device holds no copy
 * of what was asked: the query fails at once instead of waiting for a connection.
 */
export class OfflineUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Sei offline e questi dati non sono ancora salvati sul dispositivo.', { cause });
    this.name = 'OfflineUnavailableError';
  }
}

export interface NetworkFirstRead<T> {
  /** The read from the server. */
  network: () => Promise<T>;
  /** Keeps a successful answer on the device; runs in the background, never delays the read. */
  remember: (data: T) => Promise<void>;
  /** The same read answered from the device, or undefined when the device has no copy. */
  fallback: () => Promise<T | undefined>;
}

/** The copies being written to the device right now (see `deviceCopiesWritten`). */
const pendingCopies = new Set<Promise<void>>();

/**
 * Resolves once every copy started so far is on the device. The reads do not wait for their
 * copy, but the preparation for offline use (issue 20) must not say "ready" before it is there.
 */
export async function deviceCopiesWritten(): Promise<void> {
  while (pendingCopies.size > 0) await Promise.allSettled([...pendingCopies]);
}

let devicePresent = true;

/** For the build's server render (decision 017): there is no device to keep copies on. */
export function keepNoDeviceCopies(): void {
  devicePresent = false;
}

/**
 * Network first, then the device (ARCHITECTURE.md, offline design): online, the server answers
 * and the local copy is refreshed; offline or unreachable, the local copy answers the same
 * query. Without a local copy the original failure is thrown.
 */
export async function networkFirst<T>({ network, remember, fallback }: NetworkFirstRead<T>) {
  if (browserIsOffline()) {
    const local = await fallback();
    if (local === undefined) throw new OfflineUnavailableError();
    return local;
  }
  let data: T;
  try {
    data = await network();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const local = await fallback().catch(() => undefined);
    if (local === undefined) throw error;
    return local;
  }
  if (!devicePresent) return data;
  const copy = remember(data)
    .catch((error: unknown) => logger.warn('Copia offline non aggiornata', error))
    .finally(() => pendingCopies.delete(copy));
  pendingCopies.add(copy);
  return data;
}
