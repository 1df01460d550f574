import { type RequestIdentity, runAsRequest } from '../db/request-scope.ts';
import type { Database } from '../db/types.ts';
import type { Row } from './captured-change.ts';
import { primaryKeyColumns, quoteIdent, type TableMetadata } from './table-metadata.ts';

const requestMeta = { method: 'GET', path: '/realtime/v1/websocket', headers: {} };

function pick(row: Row, names: string[]): Row {
  return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
}

/** Runs a visibility query as the subscriber; any error (no grant, a policy failing) hides the row. */
async function askAsSubscriber(
  db: Database,
  identity: RequestIdentity,
  sql: string,
  params: unknown[],
): Promise<boolean> {
  try {
    const { rows } = await runAsRequest(
      db,
      identity,
      requestMeta,
      (tx) => tx.query<{ visible: boolean }>(sql, params),
      { readOnly: true },
    );
    return rows[0]?.visible === true;
  } catch {
    return false;
  }
}

function canReadKey(metadata: TableMetadata, identity: RequestIdentity): boolean {
  const key = primaryKeyColumns(metadata);
  return key.length > 0 && key.every((column) => column.selectableBy[identity.role]);
}

/**
 * INSERT and UPDATE: what hosted Realtime does (`realtime.apply_rls`), re-reading the row by
 * its primary key as the subscriber — role, JWT claims, RLS — right after the commit.
 */
export function insertedOrUpdatedRowVisible(
  db: Database,
  identity: RequestIdentity,
  metadata: TableMetadata,
  row: Row,
): Promise<boolean> {
  if (!canReadKey(metadata, identity)) return Promise.resolve(false);
  const key = primaryKeyColumns(metadata).map((column) => column.name);
  const match = key.map((name) => `t.${quoteIdent(name)} = k.${quoteIdent(name)}`).join(' and ');
  return askAsSubscriber(
    db,
    identity,
    `select exists (
       select 1 from ${metadata.relation} t, jsonb_populate_record(null::${metadata.relation}, $1::jsonb) k
        where ${match}) as visible`,
    [JSON.stringify(pick(row, key))],
  );
}

export interface SelectPolicy {
  permissive: boolean;
  /** The USING expression with every name schema-qualified; null when it has none. */
  using: string | null;
  appliesTo: Record<RequestIdentity['role'], boolean>;
}

/** The table's SELECT (and ALL) policies, deparsed with an empty search_path. */
export function loadSelectPolicies(db: Database, metadata: TableMetadata): Promise<SelectPolicy[]> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('search_path', '', true)");
    const { rows } = await tx.query<{
      permissive: boolean;
      using_expression: string | null;
      anon: boolean;
      authenticated: boolean;
      service_role: boolean;
    }>(
      `select p.polpermissive as permissive,
              pg_catalog.pg_get_expr(p.polqual, p.polrelid) as using_expression,
              ${['anon', 'authenticated', 'service_role']
                .map(
                  (role) => `(0::oid = any(p.polroles) or exists (
                     select 1 from unnest(p.polroles) r where pg_catalog.pg_has_role('${role}', r, 'USAGE')
                   )) as ${role}`,
                )
                .join(',\n              ')}
         from pg_catalog.pg_policy p
        where p.polrelid = $1::regclass and p.polcmd in ('r', '*')`,
      [metadata.relation],
    );
    return rows.map((row) => ({
      permissive: row.permissive,
      using: row.using_expression,
      appliesTo: {
        anon: row.anon,
        authenticated: row.authenticated,
        service_role: row.service_role,
      },
    }));
  });
}

/**
 * DELETE: the row is gone, so it cannot be re-read. Hosted Realtime skips RLS for deletes and
 * sends the primary key to every subscriber; the local stack is stricter and sends it only to
 * subscribers who could have read the row before it was deleted: it evaluates the table's
 * SELECT policies (permissive ones ORed, restrictive ones ANDed, as PostgreSQL does) on the
 * deleted row, as the subscriber.
 */
export function deletedRowVisible(
  db: Database,
  identity: RequestIdentity,
  metadata: TableMetadata,
  policies: SelectPolicy[],
  oldRow: Row,
): Promise<boolean> {
  if (!canReadKey(metadata, identity)) return Promise.resolve(false);
  if (!metadata.rlsEnabled || metadata.bypassesRls[identity.role]) return Promise.resolve(true);
  const applicable = policies.filter((policy) => policy.appliesTo[identity.role]);
  const permissive = applicable.filter((policy) => policy.permissive);
  if (permissive.length === 0) return Promise.resolve(false);
  const expression = (policy: SelectPolicy) => `(${policy.using ?? 'false'})`;
  const restrictive = applicable.filter((policy) => !policy.permissive).map(expression);
  const condition = [`(${permissive.map(expression).join(' or ')})`, ...restrictive].join(' and ');
  // Aliased as the table itself so the policies' own column references resolve to the old row.
  return askAsSubscriber(
    db,
    identity,
    `select exists (
       select 1 from jsonb_populate_record(null::${metadata.relation}, $1::jsonb) as ${quoteIdent(metadata.table)}
        where ${condition}) as visible`,
    [JSON.stringify(oldRow)],
  );
}
