import type { Queryable } from '../db/types.ts';
import { AuthError } from './errors.ts';
import { isoSql, isUuid } from './users.ts';

/** A factor row as the MFA endpoints read it (the secret stays on the server). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

const factorColumns = `f.id::text as id, f.user_id::text as user_id, f.friendly_name,
  f.factor_type::text as factor_type, f.status::text as status, f.secret,
  ${isoSql('f.created_at')} as created_at, ${isoSql('f.updated_at')} as updated_at,
  ${isoSql('f.last_challenged_at')} as last_challenged_at`;

export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const result = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors f where f.user_id = $1::uuid order by f.created_at`,
    [userId],
  );
  return result.rows;
}

/** The user's factor `factorId`, or GoTrue's 404. */
export async function requireFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow> {
  if (!isUuid(factorId)) throw factorNotFound();
  const result = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors f where f.id = $1::uuid and f.user_id = $2::uuid`,
    [factorId, userId],
  );
  const factor = result.rows[0];
  if (!factor) throw factorNotFound();
  return factor;
}

/** GoTrue's Factor JSON (models/factor.go). */
export function toFactorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    status: factor.status,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    last_challenged_at: factor.last_challenged_at,
  };
}

/**
 * Deletes a factor; the sessions it raised to aal2 fall back to aal1 and lose `totp` from their
 * `amr` (GoTrue `DowngradeSessionsToAAL1`), so a removed factor leaves no admin session behind.
 */
export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factorId],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
      where factor_id = $1::uuid`,
    [factorId],
  );
  await db.query('delete from auth.mfa_factors where id = $1::uuid', [factorId]);
}
