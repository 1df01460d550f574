import { type FilterCondition, parseFilter } from './filter-parser.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
export type EventFilter = ChangeType | '*';

/** One `postgres_changes` entry of a join, read the way hosted Realtime reads it. */
export interface BindingParams {
  event: EventFilter;
  /** `*` matches every schema. */
  schema: string;
  /** `*` matches every table of the schema. */
  table: string;
  conditions: FilterCondition[];
  /** Columns to send (the primary key always goes along); null sends every readable column. */
  select: string[] | null;
}

export type BindingParamsResult =
  { ok: true; params: BindingParams } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function eventFilter(event: unknown): EventFilter {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/**
 * Mirrors `parse_subscription_params`: schema + table (+ filter), schema alone (every table) or
 * table alone (schema public); unknown events mean `*`.
 */
export function parseBindingParams(raw: unknown): BindingParamsResult {
  if (!isRecord(raw)) {
    return {
      ok: false,
      message: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(raw)}`,
    };
  }
  let select: string[] | null = null;
  if (typeof raw.select === 'string') {
    return {
      ok: false,
      message:
        'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    };
  }
  if (Array.isArray(raw.select)) {
    const columns = raw.select.filter((column): column is string => typeof column === 'string');
    select = columns.length > 0 ? columns : null;
  }
  const event = eventFilter(raw.event);
  const { schema, table, filter } = raw;
  let params: BindingParams | undefined;
  if (typeof schema === 'string' && typeof table === 'string' && 'filter' in raw) {
    if (typeof filter === 'string') {
      const parsed = parseFilter(filter);
      if (!parsed.ok)
        return { ok: false, message: `Error parsing \`filter\` params: ${parsed.reason}` };
      params = { event, schema, table, conditions: parsed.conditions, select };
    }
  } else if (typeof schema === 'string' && typeof table === 'string') {
    params = { event, schema, table, conditions: [], select };
  } else if (typeof schema === 'string' && !('table' in raw) && !('filter' in raw)) {
    params = { event, schema, table: '*', conditions: [], select };
  } else if (typeof table === 'string' && !('schema' in raw) && !('filter' in raw)) {
    params = { event, schema: 'public', table, conditions: [], select };
  }
  if (!params) {
    return {
      ok: false,
      message: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(raw)}`,
    };
  }
  if (params.select && (params.schema === '*' || params.table === '*')) {
    return {
      ok: false,
      message:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  }
  return { ok: true, params };
}

/** The parameters as hosted Realtime prints them in its subscription errors. */
export function describeParams(params: BindingParams): string {
  const filters = params.conditions
    .map(
      (c) =>
        `{${JSON.stringify(c.column)}, ${JSON.stringify(c.operator)}, ${JSON.stringify(c.value)}, ${c.negate}}`,
    )
    .join(', ');
  const select = params.select
    ? `[${params.select.map((column) => JSON.stringify(column)).join(', ')}]`
    : 'nil';
  return `event: ${params.event}, schema: ${params.schema}, table: ${params.table}, filters: [${filters}], select: ${select}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The id the join reply gives a binding and every change for it carries. Hosted Realtime uses
 * `:erlang.phash2(params)`, a number below 2^27; any stable hash of the params will do.
 */
export function bindingId(raw: unknown): number {
  let hash = 0x811c9dc5;
  for (const char of canonicalJson(raw)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 ** 27;
}
