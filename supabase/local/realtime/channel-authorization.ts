import type { RequestIdentity } from '../db/request-scope.ts';
import type { Database, Queryable } from '../db/types.ts';
import { isPgError } from '../db/types.ts';

/** The two extensions Realtime Authorization decides on for a private channel. */
export type AuthorizedExtension = 'broadcast' | 'presence';

export interface ReadPermissions {
  broadcast: boolean;
  presence: boolean;
}

/** Thrown out of a check's transaction so the driver rolls back what the check wrote. */
class CheckDone<T> extends Error {
  constructor(readonly result: T) {
    super('realtime authorization check done');
  }
}

async function rolledBack<T>(db: Database, check: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new CheckDone(await check(tx));
    });
  } catch (error) {
    if (error instanceof CheckDone) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: the check transaction always rolls back');
}

/** What hosted Realtime sets before a check (Authorization `set_conn_config`). */
async function actAs(tx: Queryable, identity: RequestIdentity, topic: string): Promise<void> {
  const claims: Record<string, unknown> = { ...identity.claims, role: identity.role };
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [
      identity.role,
      topic,
      JSON.stringify(claims),
      typeof claims.sub === 'string' ? claims.sub : '',
    ],
  );
}

/**
 * May this identity read a private channel's broadcast and presence? As hosted Realtime checks
 * it (gh:supabase/realtime lib/realtime/tenants/authorization.ex): insert one message per
 * extension as the database owner, then select them back as the identity, so the SELECT
 * policies of realtime.messages decide; everything is rolled back.
 */
export function readPermissions(
  db: Database,
  identity: RequestIdentity,
  topic: string,
): Promise<ReadPermissions> {
  return rolledBack(db, async (tx) => {
    const inserted = await tx.query<{ id: string; extension: AuthorizedExtension }>(
      `insert into realtime.messages (topic, extension, private)
       values ($1, 'broadcast', true), ($1, 'presence', true)
       returning id::text as id, extension`,
      [topic],
    );
    await actAs(tx, identity, topic);
    const visible = await tx.query<{ extension: AuthorizedExtension }>(
      'select extension from realtime.messages where topic = $1 and id = any($2::uuid[])',
      [topic, inserted.rows.map((row) => row.id)],
    );
    const readable = new Set(visible.rows.map((row) => row.extension));
    return { broadcast: readable.has('broadcast'), presence: readable.has('presence') };
  });
}

/**
 * May this identity write a private channel's broadcast or presence? Hosted Realtime inserts a
 * message as the identity: the INSERT policies decide, a 42501 means no; rolled back.
 */
export function writePermission(
  db: Database,
  identity: RequestIdentity,
  topic: string,
  extension: AuthorizedExtension,
): Promise<boolean> {
  return rolledBack(db, async (tx) => {
    await actAs(tx, identity, topic);
    try {
      await tx.query(
        'insert into realtime.messages (topic, extension, private) values ($1, $2, true)',
        [topic, extension],
      );
      return true;
    } catch (error) {
      if (isPgError(error) && error.code === '42501') return false;
      throw error;
    }
  });
}
