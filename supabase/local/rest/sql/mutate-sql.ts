import type { Column, Table } from '../schema/types.ts';
import { ident, type Params, qualified } from './fragments.ts';

/** What a write returns: `1` per row (enough to count), or the listed columns. */
export interface Returning {
  columns: string[];
  /** Add `pgrst_inserted` (xmax = 0): was the row inserted rather than updated by an upsert? */
  trackInserted: boolean;
}

function returningSql(alias: string, returning: Returning): string {
  const columns = returning.columns.map((column) => `${ident(alias)}.${ident(column)}`);
  if (returning.trackInserted) columns.push(`(${ident(alias)}.xmax = 0) AS pgrst_inserted`);
  return `RETURNING ${columns.length ? columns.join(', ') : '1'}`;
}

/**
 * The JSON body as rows (`pgrst_body`), the way PostgREST reads it: an object or an array of
 * objects through json_to_recordset with the target columns' types. With `applyDefaults`
 * (`Prefer: missing=default`) keys missing from an object take the column default.
 */
function bodyRowsSql(
  columns: Column[],
  params: Params,
  bodyJson: string,
  applyDefaults: boolean,
  firstRowOnly: boolean,
): string {
  const payload = `(SELECT ${params.text(bodyJson)}::json AS json_data) pgrst_payload`;
  const uniform =
    "LATERAL (SELECT CASE WHEN json_typeof(pgrst_payload.json_data) = 'array' THEN pgrst_payload.json_data " +
    'ELSE json_build_array(pgrst_payload.json_data) END AS val) pgrst_uniform_json';
  const limit = firstRowOnly ? ' LIMIT 1' : '';
  if (columns.length === 0) {
    return `${payload}, ${uniform}, LATERAL (SELECT FROM json_array_elements(pgrst_uniform_json.val) _${limit}) pgrst_body`;
  }
  const typed = columns.map((column) => `${ident(column.name)} ${column.declaredType}`).join(', ');
  const defaults = columns.filter((column) => column.defaultExpr !== undefined);
  if (applyDefaults && defaults.length > 0) {
    const pairs = defaults
      .map((column) => `${params.text(column.name)}, (${column.defaultExpr})`)
      .join(', ');
    const withDefaults =
      `LATERAL (SELECT jsonb_agg(jsonb_build_object(${pairs}) || elem) AS val ` +
      'FROM jsonb_array_elements(pgrst_uniform_json.val::jsonb) elem) pgrst_json_defs';
    return `${payload}, ${uniform}, ${withDefaults}, LATERAL (SELECT * FROM jsonb_to_recordset(pgrst_json_defs.val) AS _(${typed})${limit}) pgrst_body`;
  }
  return `${payload}, ${uniform}, LATERAL (SELECT * FROM json_to_recordset(pgrst_uniform_json.val) AS _(${typed})${limit}) pgrst_body`;
}

export interface InsertSpec {
  table: Table;
  alias: string;
  columns: Column[];
  bodyJson: string;
  applyDefaults: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  /** PUT: the body row must carry these primary key values (from the URL filters). */
  keyConditions?: { column: Column; value: string }[];
  returning: Returning;
}

export function insertSql(spec: InsertSpec, params: Params): string {
  const target = `${qualified(spec.table.schema, spec.table.name)} AS ${ident(spec.alias)}`;
  const columnList = spec.columns.length
    ? ` (${spec.columns.map((c) => ident(c.name)).join(', ')})`
    : '';
  const values = spec.columns.map((column) => `pgrst_body.${ident(column.name)}`).join(', ');
  const conditions = (spec.keyConditions ?? []).map(
    ({ column, value }) =>
      `pgrst_body.${ident(column.name)} = ${params.typed(value, column.castType)}`,
  );
  let conflict = '';
  if (spec.onConflict && spec.onConflict.columns.length > 0) {
    const set = spec.columns
      .map((column) => `${ident(column.name)} = EXCLUDED.${ident(column.name)}`)
      .join(', ');
    const action =
      spec.onConflict.action === 'merge' && set ? `DO UPDATE SET ${set}` : 'DO NOTHING';
    conflict = ` ON CONFLICT (${spec.onConflict.columns.map(ident).join(', ')}) ${action}`;
  }
  return [
    `INSERT INTO ${target}${columnList}`,
    `SELECT ${values} FROM ${bodyRowsSql(spec.columns, params, spec.bodyJson, spec.applyDefaults, false)}`,
    conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    conflict,
    returningSql(spec.alias, spec.returning),
  ]
    .filter(Boolean)
    .join(' ');
}

export interface UpdateSpec {
  table: Table;
  alias: string;
  columns: Column[];
  bodyJson: string;
  applyDefaults: boolean;
  where: string[];
  returning: Returning;
}

export function updateSql(spec: UpdateSpec, params: Params): string {
  const target = `${qualified(spec.table.schema, spec.table.name)} AS ${ident(spec.alias)}`;
  if (spec.columns.length === 0) {
    // Nothing to set: answer as an update of no rows (PostgREST does `… WHERE false`).
    const columns = spec.returning.columns.map((column) => `${ident(spec.alias)}.${ident(column)}`);
    if (spec.returning.trackInserted) columns.push('false AS pgrst_inserted');
    return `SELECT ${columns.length ? columns.join(', ') : '1'} FROM ${target} WHERE false`;
  }
  const set = spec.columns
    .map((column) => `${ident(column.name)} = pgrst_body.${ident(column.name)}`)
    .join(', ');
  return [
    `UPDATE ${target} SET ${set}`,
    `FROM ${bodyRowsSql(spec.columns, params, spec.bodyJson, spec.applyDefaults, true)}`,
    spec.where.length ? `WHERE ${spec.where.join(' AND ')}` : '',
    returningSql(spec.alias, spec.returning),
  ]
    .filter(Boolean)
    .join(' ');
}

export function deleteSql(
  table: Table,
  alias: string,
  where: string[],
  returning: Returning,
): string {
  return [
    `DELETE FROM ${qualified(table.schema, table.name)} AS ${ident(alias)}`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    returningSql(alias, returning),
  ]
    .filter(Boolean)
    .join(' ');
}
