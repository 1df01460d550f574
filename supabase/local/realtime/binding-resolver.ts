import type { ApiRole } from '../db/request-scope.ts';
import { isPgError, type Queryable } from '../db/types.ts';
import { type BindingParams, describeParams } from './binding-params.ts';
import type { FilterCondition } from './filter-parser.ts';
import { loadTableMetadata, type TableMetadata } from './table-metadata.ts';

/** A binding the server accepted: the tables it covers, checked against the catalog. */
export interface ResolvedBinding {
  id: number;
  params: BindingParams;
  /** Keys from `tableKey()` of the publication tables the binding matched when it was made. */
  tables: ReadonlySet<string>;
}

export function tableKey(schema: string, table: string): string {
  return JSON.stringify([schema, table]);
}

class SubscriptionError extends Error {}

/**
 * The checks of hosted Realtime's `realtime.subscription_check_filters` trigger: filter and
 * select columns must exist and be readable by the subscriber's role, and each value must suit
 * its operator and the column's type. Throws SubscriptionError with Realtime's wording.
 */
async function checkConditions(
  db: Queryable,
  metadata: TableMetadata,
  role: ApiRole,
  params: BindingParams,
): Promise<void> {
  const readable = new Map(
    metadata.columns.filter((c) => c.selectableBy[role]).map((c) => [c.name, c]),
  );
  for (const condition of params.conditions) {
    const column = readable.get(condition.column);
    if (!column) throw new SubscriptionError(`invalid column for filter ${condition.column}`);
    await checkValue(db, condition, column.sqlType);
  }
  for (const name of params.select ?? []) {
    if (!readable.has(name)) throw new SubscriptionError(`invalid column for select ${name}`);
  }
}

async function checkValue(db: Queryable, condition: FilterCondition, sqlType: string) {
  const { operator, value } = condition;
  if (operator === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(value)) {
      throw new SubscriptionError(
        'invalid value for is filter: must be null, true, false, or unknown',
      );
    }
    if (value !== 'null' && sqlType !== 'boolean') {
      throw new SubscriptionError(`is ${value} filter requires a boolean column, got ${sqlType}`);
    }
    return;
  }
  if (
    operator === 'like' ||
    operator === 'ilike' ||
    operator === 'match' ||
    operator === 'imatch'
  ) {
    // Resolving the operator the way delivery will use it also admits varchar and citext,
    // which have no pg_operator entry of their own.
    const symbol = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' }[operator];
    await db.query(`select null::${sqlType} ${symbol} null::${sqlType}`).catch(() => {
      throw new SubscriptionError(
        `operator ${operator} requires a text-compatible column type, got ${sqlType}`,
      );
    });
    if (operator === 'match' || operator === 'imatch') {
      await db.query(`select '' ~ $1::text`, [value]).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new SubscriptionError(`invalid regular expression for ${operator} filter: ${reason}`);
      });
    }
    return;
  }
  if (operator === 'in') {
    const { rows } = await db.query<{ size: number | null }>(
      `select cardinality(($1::text)::${sqlType}[]) as size`,
      [value],
    );
    if ((rows[0]?.size ?? 0) > 100) {
      throw new SubscriptionError('too many values for `in` filter. Maximum 100');
    }
    return;
  }
  await db.query(`select ($1::text)::${sqlType}`, [value]);
}

async function publicationTables(
  db: Queryable,
  schema: string,
  table: string,
): Promise<{ schema: string; table: string }[]> {
  const { rows } = await db.query<{ schema: string; table: string }>(
    `select schemaname as schema, tablename as table from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime'
        and ($1 = '*' or schemaname = $1) and ($2 = '*' or tablename = $2)
      order by schemaname, tablename`,
    [schema, table],
  );
  return rows;
}

export type ResolveResult =
  { ok: true; bindings: ResolvedBinding[] } | { ok: false; message: string };

/**
 * Turns a channel's bindings into subscriptions for `role`, all or nothing like hosted Realtime
 * (it inserts them in one transaction): the first binding that matches no publication table or
 * fails a check makes the whole channel's postgres_changes fail with that message.
 */
export async function resolveBindings(
  db: Queryable,
  role: ApiRole,
  bindings: { id: number; params: BindingParams }[],
): Promise<ResolveResult> {
  // Tables may have joined the publication since the stack started.
  await db.query('select local_stack.realtime_sync_triggers()');
  const resolved: ResolvedBinding[] = [];
  for (const { id, params } of bindings) {
    const described = describeParams(params);
    const tables = await publicationTables(db, params.schema, params.table);
    if (tables.length === 0) {
      return {
        ok: false,
        message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${described}]`,
      };
    }
    try {
      for (const { schema, table } of tables) {
        const metadata = await loadTableMetadata(db, schema, table);
        if (metadata) await checkConditions(db, metadata, role, params);
      }
    } catch (error) {
      if (!(error instanceof SubscriptionError) && !isPgError(error)) throw error;
      return {
        ok: false,
        message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${described}]. Exception: ${error.message}`,
      };
    }
    resolved.push({ id, params, tables: new Set(tables.map((t) => tableKey(t.schema, t.table))) });
  }
  return { ok: true, bindings: resolved };
}
