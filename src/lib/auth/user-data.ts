import type { QueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { resetReadiness } from '@/lib/offline/readiness-state';

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

/**
 * Drops every cached query of the signed-in person (and of the admin area), and their data
 * kept on the device for offline use (profile, addresses, orders: issue 20).
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: userDataKeys.all });
  queryClient.removeQueries({ queryKey: adminDataRoot });
  resetReadiness();
  import('@/lib/offline/user-copy')
    .then(({ forgetUserRecords }) => forgetUserRecords())
    .catch((error: unknown) => logger.warn('Dati offline dell’account non cancellati', error));
}
