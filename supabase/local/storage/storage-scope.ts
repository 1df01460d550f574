import { type RequestIdentity, runAsRequest } from '../db/request-scope.ts';
import type { Queryable } from '../db/types.ts';
import { identityFromRequest } from '../http/jwt.ts';
import type { StackContext } from '../http/types.ts';
import { storageErrors } from './storage-errors.ts';

/** Who the request acts as; a present but invalid token is refused like the Storage server's JWT check. */
export async function requestIdentity(
  request: Request,
  ctx: StackContext,
): Promise<RequestIdentity> {
  const result = await identityFromRequest(request, ctx.keys);
  if (!result.ok) throw storageErrors.accessDenied(result.expired ? 'jwt expired' : result.reason);
  return result.identity;
}

/** The JWT `sub`, which becomes an object's or bucket's owner. */
export function ownerOf(identity: RequestIdentity): string | null {
  return typeof identity.claims.sub === 'string' && identity.claims.sub !== ''
    ? identity.claims.sub
    : null;
}

export interface ScopeOptions {
  readOnly?: boolean;
  /** The operation deletes storage rows (lets them past the protect_delete triggers). */
  allowDelete?: boolean;
}

/**
 * One transaction as the caller's role and claims, so the project's RLS policies on
 * storage.objects and storage.buckets decide, with the GUCs the Storage server sets per request.
 */
export function inStorageScope<T>(
  ctx: StackContext,
  request: Request,
  identity: RequestIdentity,
  operation: string,
  fn: (tx: Queryable) => Promise<T>,
  options: ScopeOptions = {},
): Promise<T> {
  const allowDelete = options.allowDelete ? 'true' : 'false';
  return runAsRequest(
    ctx.db,
    identity,
    {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers),
    },
    fn,
    {
      readOnly: options.readOnly ?? false,
      extraSettings: {
        'storage.operation': operation,
        // Both names the Storage server has used for its delete guard.
        'storage.allow_delete_query': allowDelete,
        'storage.can_delete': allowDelete,
      },
    },
  );
}

/**
 * Runs `fn` as the session's superuser inside the request transaction, then returns to the
 * request's role. For the steps the Storage server does with its own credentials after RLS has
 * allowed the metadata change: object bytes (S3 there, local_stack.object_data here) and bucket
 * lookups. On failure the transaction is rolled back anyway, so no role needs restoring.
 */
export async function asStorageAdmin<T>(
  tx: Queryable,
  identity: RequestIdentity,
  fn: () => Promise<T>,
): Promise<T> {
  await tx.query('set local role none');
  const result = await fn();
  await tx.query("select set_config('role', $1, true)", [identity.role]);
  return result;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` is a uuid column (null for a non-uuid subject); `owner_id` keeps the subject as text. */
export function ownerColumns(sub: string | null): { owner: string | null; ownerId: string | null } {
  return { owner: sub !== null && uuidPattern.test(sub) ? sub : null, ownerId: sub };
}
