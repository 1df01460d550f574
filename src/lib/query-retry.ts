import { errorStatus } from '@/lib/http-error';
import { browserIsOffline, isUnreachable } from '@/lib/network/reachability';

/** First retry waits 1 s; every further retry doubles it (spec §8). */
export const RETRY_BASE_DELAY_MS = 1_000;
/** No retry ever waits longer than this (spec §8, §9). */
export const RETRY_MAX_DELAY_MS = 30_000;

/**
 * Data-read retry rule of spec §8: never retry a 404, retry a server error (≥ 500) up to two
 * times, anything else (network failure, 4xx) once.
 * `failureCount` is how many attempts have already failed, as TanStack Query passes it.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (offlineFailure(error)) return false;
  const status = errorStatus(error);
  if (status === 404) return false;
  const maxRetries = status !== undefined && status >= 500 ? 2 : 1;
  return failureCount < maxRetries;
}

/**
 * A fixed retry budget (the carousel's 3 retries, spec §7), still never retrying a 404:
 * a missing resource does not appear by asking again.
 */
export function retryUpTo(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    !offlineFailure(error) && errorStatus(error) !== 404 && failureCount < maxRetries;
}

/**
 * A read that failed for want of a network while the browser is offline: asking again cannot
 * help, and with `networkMode: 'offlineFirst'` a retry would wait (spin) until the connection
 * returns. It fails at once instead, and the screen says so.
 */
function offlineFailure(error: unknown): boolean {
  return browserIsOffline() && isUnreachable(error);
}

/** Delay before retry number `attemptIndex + 1`: 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelayMs(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}
