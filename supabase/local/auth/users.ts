import { isPgError, type Queryable } from '../db/types.ts';
import { unprocessable } from './errors.ts';
import type { JsonObject } from './request.ts';
import { holdsNul } from '../db/text-values.ts';

/** A timestamp as GoTrue's JSON shows it (UTC, RFC 3339), identical from PGlite and PostgreSQL. */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** auth.users as this service reads it; timestamps are already ISO text, metadata parsed JSON. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: string | null;
  updated_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  is_banned: boolean;
  is_anonymous: boolean;
  identities: JsonObject[] | null;
  factors: JsonObject[] | null;
}

const identitiesSql = `coalesce((
  select json_agg(json_build_object(
    'identity_id', i.id,
    'id', i.provider_id,
    'user_id', i.user_id,
    'identity_data', i.identity_data,
    'provider', i.provider,
    'last_sign_in_at', ${isoSql('i.last_sign_in_at')},
    'created_at', ${isoSql('i.created_at')},
    'updated_at', ${isoSql('i.updated_at')},
    'email', i.email
  ) order by i.created_at)
  from auth.identities i where i.user_id = u.id), '[]'::json)`;

// GoTrue's Factor JSON (models/factor.go); the secret never leaves the server.
const factorsSql = `(
  select json_agg(json_build_object(
    'id', f.id,
    'status', f.status,
    'friendly_name', coalesce(f.friendly_name, ''),
    'factor_type', f.factor_type,
    'created_at', ${isoSql('f.created_at')},
    'updated_at', ${isoSql('f.updated_at')},
    'last_challenged_at', ${isoSql('f.last_challenged_at')}
  ) order by f.created_at)
  from auth.mfa_factors f where f.user_id = u.id)`;

/** The select list behind every UserRow (`u` is auth.users). */
export const userColumnsSql = `u.id::text as id, u.aud, u.role, u.email, u.encrypted_password,
  ${isoSql('u.email_confirmed_at')} as email_confirmed_at,
  ${isoSql('u.invited_at')} as invited_at,
  u.confirmation_token, ${isoSql('u.confirmation_sent_at')} as confirmation_sent_at,
  u.recovery_token, ${isoSql('u.recovery_sent_at')} as recovery_sent_at,
  u.email_change, u.email_change_token_new, ${isoSql('u.email_change_sent_at')} as email_change_sent_at,
  ${isoSql('u.last_sign_in_at')} as last_sign_in_at,
  u.raw_app_meta_data, u.raw_user_meta_data,
  ${isoSql('u.created_at')} as created_at, ${isoSql('u.updated_at')} as updated_at,
  u.phone, ${isoSql('u.phone_confirmed_at')} as phone_confirmed_at,
  ${isoSql('u.confirmed_at')} as confirmed_at,
  ${isoSql('u.banned_until')} as banned_until,
  coalesce(u.banned_until > now(), false) as is_banned,
  u.is_anonymous,
  ${identitiesSql} as identities,
  ${factorsSql} as factors`;

async function selectOne(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<UserRow | undefined> {
  if (holdsNul(params)) return undefined;
  const result = await db.query<UserRow>(
    `select ${userColumnsSql} from auth.users u where ${where} and u.deleted_at is null limit 1`,
    params,
  );
  return result.rows[0];
}

/** Ids from clients are checked before a `::uuid` cast, so a malformed one is "not found", never a 500. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return selectOne(db, 'u.id = $1::uuid', [id]);
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return selectOne(db, 'lower(u.email) = lower($1) and u.is_sso_user = false', [email]);
}

/** The account waiting to move to `email` (an unconfirmed e-mail change). */
export function findUserByPendingEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return selectOne(db, "lower(u.email_change) = lower($1) and u.email_change <> ''", [email]);
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

export function findUserByToken(
  db: Queryable,
  column: TokenColumn,
  token: string,
): Promise<UserRow | undefined> {
  if (token === '') return Promise.resolve(undefined);
  return selectOne(db, `u.${column} = $1`, [token]);
}

export const emailTaken = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** Placeholder for a column set to the database clock. */
export const NOW = Symbol('now');

type ColumnValue = string | boolean | null | JsonObject | typeof NOW;

/** The auth.users columns this service writes. */
export type UserUpdate = Partial<
  Record<
    | 'email'
    | 'encrypted_password'
    | 'email_confirmed_at'
    | 'invited_at'
    | 'confirmation_token'
    | 'confirmation_sent_at'
    | 'recovery_token'
    | 'recovery_sent_at'
    | 'email_change'
    | 'email_change_token_new'
    | 'email_change_sent_at'
    | 'last_sign_in_at'
    | 'raw_app_meta_data'
    | 'raw_user_meta_data'
    | 'banned_until'
    | 'role',
    ColumnValue
  >
>;

function assignments(fields: UserUpdate, firstParam: number): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === NOW) {
      sql.push(`${column} = now()`);
      continue;
    }
    const isJson = column.startsWith('raw_');
    params.push(isJson ? JSON.stringify(value) : value);
    sql.push(`${column} = $${firstParam + params.length - 1}${isJson ? '::jsonb' : ''}`);
  }
  return { sql, params };
}

export async function updateUser(db: Queryable, id: string, fields: UserUpdate): Promise<void> {
  const { sql, params } = assignments(fields, 2);
  if (sql.length === 0) return;
  await db.query(`update auth.users set ${sql.join(', ')}, updated_at = now() where id = $1`, [
    id,
    ...params,
  ]);
}

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  confirmed: boolean;
  role?: string;
  invited?: boolean;
}

/**
 * A plain INSERT as the database owner, so the project's triggers on auth.users (profile
 * creation) fire exactly as they do for GoTrue; then the e-mail identity GoTrue creates.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const inserted = await db
    .query<{ id: string }>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, email_confirmed_at, invited_at, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', $1, $2, $3, $4::jsonb,
       $5::jsonb, case when $6::boolean then now() end, case when $7::boolean then now() end,
       now(), now(), false)
     returning id::text as id`,
      [
        user.role ?? 'authenticated',
        user.email,
        user.encryptedPassword,
        JSON.stringify(user.appMetadata),
        JSON.stringify(user.userMetadata),
        user.confirmed,
        user.invited ?? false,
      ],
    )
    .catch((error: unknown) => {
      // Two concurrent sign-ups for one address (possible on PostgreSQL, not on PGlite).
      if (isPgError(error) && error.code === '23505') throw emailTaken();
      throw error;
    });
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error('auth.users insert returned no id');
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $2::uuid, $3::jsonb, 'email', now(), now())`,
    [
      id,
      id,
      JSON.stringify({ sub: id, email: user.email, email_verified: false, phone_verified: false }),
    ],
  );
  return id;
}

/** The User JSON GoTrue answers (internal/models/user.go; `omitempty` fields left out). */
export function toUserJson(row: UserRow): JsonObject {
  const optional = (value: string | null | undefined) => (value ? value : undefined);
  const user: JsonObject = {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: optional(row.email_confirmed_at),
    invited_at: optional(row.invited_at),
    phone: row.phone ?? '',
    phone_confirmed_at: optional(row.phone_confirmed_at),
    confirmation_sent_at: optional(row.confirmation_sent_at),
    confirmed_at: optional(row.confirmed_at),
    recovery_sent_at: optional(row.recovery_sent_at),
    new_email: optional(row.email_change),
    email_change_sent_at: optional(row.email_change_sent_at),
    last_sign_in_at: optional(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: row.identities ?? [],
    created_at: row.created_at ?? '',
    updated_at: row.updated_at ?? '',
    banned_until: optional(row.banned_until),
    is_anonymous: row.is_anonymous,
    // `omitempty` in GoTrue: absent for a user without factors.
    factors: row.factors && row.factors.length > 0 ? row.factors : undefined,
  };
  for (const key of Object.keys(user)) if (user[key] === undefined) delete user[key];
  return user;
}
