import { errorStatus } from '@/lib/http-error';

/**
 * True for failures a local copy should stand in for: no network (supabase-js reports status
 * 0, fetch a TypeError), a timeout or an unavailable server. A 4xx answer is the server
 * speaking and is passed on unchanged.
 */
export function isUnreachable(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === undefined || status === 0) return true;
  return status === 408 || status >= 500;
}

/** `navigator.onLine` is only trusted when it says offline (it can claim online wrongly). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
