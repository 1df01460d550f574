import type { ApiRole } from '../db/request-scope.ts';
import type { BindingParams } from './binding-params.ts';
import type { CapturedChange, PreparedChange, Row } from './captured-change.ts';
import type { ColumnInfo, TableMetadata } from './table-metadata.ts';

/** The `data` of a postgres_changes message, as hosted Realtime's `realtime.apply_rls` builds it. */
export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: CapturedChange['type'];
  /** realtime-js converts `record` values by these types (`_getPayloadRecords`). */
  columns?: { name: string; type: string }[];
  record?: Row;
  old_record?: Row;
  errors: string[] | null;
}

function pick(row: Row | null, columns: ColumnInfo[]): Row {
  if (!row) return {};
  return Object.fromEntries(
    columns.filter((column) => column.name in row).map((column) => [column.name, row[column.name]]),
  );
}

/**
 * What one subscriber receives: only columns its role may read (and, with `select`, only
 * those plus the primary key). Values are JSON as `to_jsonb` writes them — numbers, booleans,
 * objects, arrays, ISO timestamps in UTC — the form hosted Realtime sends. The old row carries
 * the primary key, or every readable column under REPLICA IDENTITY FULL; a DELETE on a table
 * with RLS carries only the primary key, like hosted Realtime.
 */
export function buildChangeData(
  metadata: TableMetadata,
  change: CapturedChange,
  prepared: PreparedChange,
  role: ApiRole,
  select: BindingParams['select'],
): ChangeData {
  const base = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
  };
  const readable = metadata.columns.filter(
    (column) =>
      column.selectableBy[role] && (!select || select.includes(column.name) || column.isPrimaryKey),
  );
  const key = readable.filter((column) => column.isPrimaryKey);
  const columns = readable.map((column) => ({ name: column.name, type: column.typeName }));
  switch (change.type) {
    case 'INSERT':
      return { ...base, columns, record: pick(prepared.record, readable), errors: null };
    case 'UPDATE':
      return {
        ...base,
        columns,
        record: pick(prepared.record, readable),
        old_record: pick(prepared.oldRecord, metadata.replicaIdentityFull ? readable : key),
        errors: null,
      };
    case 'DELETE': {
      const wholeRow = metadata.replicaIdentityFull && !metadata.rlsEnabled;
      return {
        ...base,
        columns,
        old_record: pick(prepared.oldRecord, wholeRow ? readable : key),
        errors: null,
      };
    }
  }
}

/** What hosted Realtime sends for a table without a primary key: it cannot check RLS. */
export function noPrimaryKeyData(change: CapturedChange): ChangeData {
  return {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    errors: ['Error 400: Bad Request, no primary key'],
  };
}
