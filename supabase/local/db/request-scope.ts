import type { Database, Queryable } from './types.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Who a request acts as: the role and JWT claims PostgREST would set for it. */
export interface RequestIdentity {
  role: ApiRole;
  /** The verified JWT payload, always carrying `role` (SUPABASE-API.md §2.5). */
  claims: Record<string, unknown>;
}

export interface RequestMeta {
  method: string;
  path: string;
  headers: Record<string, string>;
}

export const anonIdentity: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };

/**
 * Runs `fn` in one transaction as PostgREST and the storage server do: `SET LOCAL ROLE` to the
 * request's role and the JWT claims in `request.jwt.claims` (plus the per-claim GUCs older
 * helpers read), so row level security decides what the request may see and change.
 */
export function runAsRequest<T>(
  db: Database,
  identity: RequestIdentity,
  meta: RequestMeta,
  fn: (tx: Queryable) => Promise<T>,
  options: { readOnly?: boolean; extraSettings?: Record<string, string> } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    if (options.readOnly) await tx.query('set transaction read only');
    const claims: Record<string, unknown> = { ...identity.claims, role: identity.role };
    const settings: Record<string, string> = {
      role: identity.role,
      'request.jwt.claims': JSON.stringify(claims),
      'request.jwt.claim.role': identity.role,
      'request.jwt.claim.sub': typeof claims.sub === 'string' ? claims.sub : '',
      'request.jwt.claim.email': typeof claims.email === 'string' ? claims.email : '',
      'request.method': meta.method,
      'request.path': meta.path,
      'request.headers': JSON.stringify(meta.headers),
      ...options.extraSettings,
    };
    const names = Object.keys(settings);
    const selectList = names
      .map((_, i) => `set_config($${i * 2 + 1}, $${i * 2 + 2}, true)`)
      .join(', ');
    await tx.query(
      `select ${selectList}`,
      names.flatMap((name) => [name, settings[name]]),
    );
    return fn(tx);
  });
}
