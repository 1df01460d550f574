import type { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query-persistence';

/**
 * Query keys of data that belongs to the signed-in person. Everything under `['user']` and
 * `['admin']` is removed when they sign out or someone else signs in, so a shared kitchen
 * tablet never shows the previous person's profile, orders or the admin's customer lists —
 * the query cache is persisted in localStorage.
 */
export const userDataKeys = {
  all: ['user'] as const,
  of: (userId: string) => [...userDataKeys.all, userId] as const,
  adminStatus: (userId: string) => [...userDataKeys.of(userId), 'is-admin'] as const,
};

const adminDataRoot = ['admin'] as const;

const forgetOnDevice = new Set<() => void>();

/**
 * Adds what else the device keeps of the person and must drop with their cached queries: the
 * offline layer's copies and readiness, connected by the app (src/app/device-copies.ts), so
 * auth does not import the layer above it. Returns the removal.
 */
export function alsoForgetOnDevice(forget: () => void): () => void {
  forgetOnDevice.add(forget);
  return () => forgetOnDevice.delete(forget);
}

const beforeSigningOut = new Set<() => Promise<void>>();

/**
 * Adds a step that needs the session one last time before this device signs out: ending the
 * device's Web Push subscription (decision 022), so a shared tablet stops showing the previous
 * person's notifications. Connected by the app (src/app/device-copies.ts). Returns the removal.
 */
export function beforeSignOut(step: () => Promise<void>): () => void {
  beforeSigningOut.add(step);
  return () => beforeSigningOut.delete(step);
}

/** Runs the steps, each at most `limitMs`: an offline or slow sign-out is never held up. */
export async function runBeforeSignOut(limitMs = 2_000): Promise<void> {
  await Promise.all(
    [...beforeSigningOut].map((step) =>
      Promise.race([
        step().catch(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, limitMs)),
      ]),
    ),
  );
}

/**
 * Drops every cached query of the signed-in person (and of the admin area), and their data
 * kept on the device for offline use (profile, addresses, orders: issue 20) through what the
 * app added with `alsoForgetOnDevice`.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: userDataKeys.all });
  queryClient.removeQueries({ queryKey: adminDataRoot });
  // The saved copy too: on a prerendered page the last visit's cache is restored only once the
  // page is idle, and must not bring back the data of someone who has just signed out. The
  // next save writes what is left.
  try {
    globalThis.localStorage?.removeItem(QUERY_CACHE_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode, blocked): nothing was saved there either.
  }
  forgetOnDevice.forEach((forget) => forget());
}
