import { z } from 'zod';
import { type Database, isPgError, type Queryable } from '../db/types.ts';
import type { ResolvedBinding } from './binding-resolver.ts';
import { conditionsSql } from './change-filters.ts';
import type { FilterCondition } from './filter-parser.ts';
import type { TableMetadata } from './table-metadata.ts';

export type Row = Record<string, unknown>;

const rowSchema = z.record(z.string(), z.unknown());

const capturedChangeSchema = z.object({
  id: z.number(),
  schema: z.string(),
  table: z.string(),
  type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  commit_timestamp: z.string(),
  record: rowSchema.nullable(),
  old_record: rowSchema.nullable(),
});

/** A change as `local_stack.realtime_capture()` (bootstrap/04-realtime.sql) reports it. */
export type CapturedChange = z.infer<typeof capturedChangeSchema>;

const overflowNoticeSchema = z.object({ id: z.number(), overflow: z.literal(true) });

/**
 * The change behind one NOTIFY payload: the payload itself, or for a change too large for
 * NOTIFY the row parked in local_stack.realtime_overflow (taken out as it is read).
 */
export async function readCapturedChange(
  db: Database,
  payload: string,
): Promise<CapturedChange | undefined> {
  const notice: unknown = JSON.parse(payload);
  const overflow = overflowNoticeSchema.safeParse(notice);
  if (!overflow.success) return capturedChangeSchema.parse(notice);
  const { rows } = await db.query<{ change: unknown }>(
    'delete from local_stack.realtime_overflow where id = $1 returning change',
    [overflow.data.id],
  );
  const parked = rows[0]?.change;
  if (parked === undefined) return undefined;
  return capturedChangeSchema.parse(typeof parked === 'string' ? JSON.parse(parked) : parked);
}

export interface PreparedChange {
  /** The new row re-encoded in UTC (INSERT, UPDATE). */
  record: Row | null;
  /** The old row re-encoded in UTC (UPDATE, DELETE). */
  oldRecord: Row | null;
  /** Whether the binding's filter lets the change through. */
  passes(binding: ResolvedBinding): boolean;
}

function filterKey(binding: ResolvedBinding): string {
  return JSON.stringify(binding.params.conditions);
}

async function normalizeAndFilter(
  tx: Queryable,
  relation: string,
  row: Row | null,
  filterColumns: string[],
  values: unknown[],
): Promise<Row> {
  const { rows } = await tx.query<Row>(
    `select to_jsonb(r) as captured_row${filterColumns.map((column) => `, ${column}`).join('')}
       from jsonb_populate_record(null::${relation}, $1::jsonb) r`,
    [JSON.stringify(row ?? {}), ...values],
  );
  return rows[0] ?? {};
}

/**
 * In transactions set to UTC: re-encodes the captured rows through the table's row type (the
 * trigger wrote timestamptz values in the writer's time zone; hosted Realtime sends them from a
 * UTC session) and evaluates every distinct filter of `bindings` on the row the filters apply
 * to — the new row for INSERT and UPDATE, the old row for DELETE. If a filter no longer fits
 * the table (a column changed type since the subscription), filtered bindings get nothing.
 */
export async function prepareChange(
  db: Database,
  metadata: TableMetadata,
  change: CapturedChange,
  bindings: readonly ResolvedBinding[],
): Promise<PreparedChange> {
  const filters = new Map<string, FilterCondition[]>();
  for (const binding of bindings) filters.set(filterKey(binding), binding.params.conditions);
  const keys = [...filters.keys()];
  const filteredRow = change.type === 'DELETE' ? change.old_record : change.record;
  const values: unknown[] = [];
  const filterColumns = keys.map(
    (key, index) => `${conditionsSql(filters.get(key) ?? [], metadata, values, 2)} as f${index}`,
  );

  const normalize = async (row: Row | null, withFilters: boolean) =>
    db.transaction(async (tx) => {
      await tx.query("select set_config('TimeZone', 'UTC', true)");
      return withFilters
        ? normalizeAndFilter(tx, metadata.relation, row, filterColumns, values)
        : normalizeAndFilter(tx, metadata.relation, row, [], []);
    });
  const result = await normalize(filteredRow, true).catch(async (error: unknown) => {
    if (!isPgError(error)) throw error;
    return normalize(filteredRow, false);
  });
  const verdicts = new Map(keys.map((key, index) => [key, result[`f${index}`] === true]));
  const normalized = (result.captured_row as Row | undefined) ?? null;
  const oldRow =
    change.type === 'UPDATE' && change.old_record
      ? (((await normalize(change.old_record, false)).captured_row as Row | undefined) ?? null)
      : null;
  return {
    record: change.type === 'DELETE' ? null : normalized,
    oldRecord: change.type === 'DELETE' ? normalized : oldRow,
    passes: (binding) =>
      binding.params.conditions.length === 0 || verdicts.get(filterKey(binding)) === true,
  };
}
