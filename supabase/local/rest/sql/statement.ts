import { ident } from './fragments.ts';

/** How the response body is built from the page rows (`_postgrest_t`). */
export interface BodyShape {
  format: 'json' | 'csv' | 'none';
  /** `application/vnd.pgrst.object+json`: the first row instead of an array. */
  single: boolean;
  /** The rows are a function's scalar results (column `pgrst_scalar`). */
  scalar: boolean;
  /** The function returns one value (not SETOF): answer it bare, not in an array. */
  bare: boolean;
  stripNulls: boolean;
}

function jsonBodySql(shape: BodyShape): string {
  const rows = shape.scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const strip = (sql: string) => (shape.stripNulls ? `json_strip_nulls(${sql})` : sql);
  if (shape.single || shape.bare) return `coalesce(${strip(`json_agg(${rows})->0`)}, 'null')`;
  return `coalesce(${strip(`json_agg(${rows})`)}, '[]')`;
}

/** PostgREST's CSV: a header from the first row's keys, then each row's record text. */
const csvBodySql =
  "(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM " +
  '(SELECT row_to_json(hh) AS r FROM pgrst_page AS hh LIMIT 1) s) a)' +
  " || '\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), '\n'), '')";

export function bodySql(shape: BodyShape): string {
  if (shape.format === 'none') return 'NULL';
  if (shape.format === 'csv') return csvBodySql;
  return jsonBodySql(shape);
}

export interface StatementParts {
  /** A write or function call whose rows the page reads (`pgrst_source`). */
  source?: string;
  /** The rows of the response. */
  page: string;
  /** SQL counting all matching rows, when a count was requested. */
  count?: string;
  body: BodyShape;
  /** Extra output columns (name → SQL over the CTEs), e.g. inserted rows or the Location key. */
  extras?: Record<string, string>;
}

/** The one statement of a request: the rows, their count and body, and the response GUCs. */
export function statementSql(parts: StatementParts): string {
  const ctes = [
    ...(parts.source ? [`pgrst_source AS (${parts.source})`] : []),
    `pgrst_page AS (${parts.page})`,
  ];
  const extras = Object.entries(parts.extras ?? {}).map(
    ([name, sql]) => `, (${sql}) AS ${ident(name)}`,
  );
  return [
    `WITH ${ctes.join(', ')}`,
    `SELECT ${parts.count ? `(${parts.count})` : 'NULL::bigint'} AS total_result_set,`,
    'pg_catalog.count(_postgrest_t) AS page_total,',
    `(${bodySql(parts.body)})::text AS body,`,
    "nullif(current_setting('response.headers', true), '') AS response_headers,",
    "nullif(current_setting('response.status', true), '') AS response_status",
    extras.join(''),
    'FROM (SELECT * FROM pgrst_page) _postgrest_t',
  ].join(' ');
}

export interface StatementRow {
  total_result_set: string | number | null;
  page_total: string | number;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
  [extra: string]: unknown;
}
