import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { signedInUserId } from '@/domain/auth/current-session';
import { adminStatusQueryOptions } from '@/domain/auth/admin-status';
import { sessionHasSecondFactor } from '@/domain/auth/session-assurance';
import { HttpError } from '@/lib/http-error';

/** Thrown by the guard for a signed-in non-admin; the admin route renders the 403 page. */
export class AccessDeniedError extends HttpError {
  constructor() {
    super(403, 'Forbidden', 'Area riservata agli amministratori');
    this.name = 'AccessDeniedError';
  }
}

/**
 * Thrown by the guard for an admin whose session has no second factor yet (aal1): the admin
 * route asks for the code (or enrols the first factor) instead of the console (decision 016).
 */
export class SecondFactorRequiredError extends HttpError {
  constructor() {
    super(401, 'Unauthorized', 'Serve il codice di verifica');
    this.name = 'SecondFactorRequiredError';
  }
}

/**
 * `beforeLoad` of every /admin route: not signed in → /login with the way back; signed in
 * but not admin (or the check failed, spec §6) → 403; an admin without a second factor in
 * this session → the code. It reuses the provider's `is_admin` answer from the query cache.
 * The screens only follow what the database enforces with RLS (admin work needs aal2).
 */
export async function requireAdmin(queryClient: QueryClient, requestedHref: string): Promise<void> {
  const userId = await signedInUserId();
  if (!userId) throw redirect({ to: '/login', search: { redirect: requestedHref } });
  const isAdmin = await queryClient
    .ensureQueryData(adminStatusQueryOptions(userId))
    .catch(() => false);
  if (!isAdmin) throw new AccessDeniedError();
  if (!(await sessionHasSecondFactor())) throw new SecondFactorRequiredError();
}
