import { rangeNotSatisfiable } from '../errors.ts';
import type { EmbedPath, QueryRequest, RowRange } from './ast.ts';
import { Cursor, fieldName, jsonPath } from './cursor.ts';
import { looksLikeFilter, parseFilterValue, parseLogicTree, parseOrder } from './filter-parser.ts';
import { parseColumnList, parseSelect } from './select-parser.ts';

const reserved = new Set(['select', 'columns', 'on_conflict']);
const reservedEmbeddable = new Set(['order', 'limit', 'offset', 'and', 'or']);

function lastSegment(key: string): string {
  const parts = key.split('.');
  return parts[parts.length - 1] ?? key;
}

/** `a.b.col` → path [a, b] and the filtered field `col` (which may carry a JSON path). */
function parseTreePath(key: string) {
  const cursor = new Cursor(key, 'tree path');
  const names = [fieldName(cursor)];
  while (cursor.eat('.')) names.push(fieldName(cursor));
  const json = jsonPath(cursor);
  if (!cursor.atEnd) cursor.fail('".", "->" or end of input');
  const name = names.pop() ?? '';
  return { path: names, field: { name, json } };
}

/** `a.b.limit` → [a, b]. */
function embedPathOf(key: string, what: string): EmbedPath {
  const cursor = new Cursor(key, what);
  const names = [fieldName(cursor)];
  while (cursor.eat('.')) names.push(fieldName(cursor));
  if (!cursor.atEnd) cursor.fail('"." or end of input');
  return names.slice(0, -1);
}

/** An integer parameter; absurdly large values are clamped so they still print as SQL integers. */
function parseInteger(value: string): number | undefined {
  if (!/^-?\d+$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, number));
}

function rangesFrom(entries: [string, string][]): QueryRequest['ranges'] {
  const byPath = new Map<string, { path: EmbedPath; range: RowRange }>();
  for (const [key, value] of entries) {
    const segment = lastSegment(key);
    if (segment !== 'limit' && segment !== 'offset') continue;
    // PostgREST ignores values that are not integers (`readMaybe`).
    const number = parseInteger(value);
    if (number === undefined) continue;
    const path = embedPathOf(key, 'tree path');
    const id = path.join('\u0000');
    const entry = byPath.get(id) ?? { path, range: { offset: 0 } };
    if (segment === 'limit') {
      if (number < 0) throw rangeNotSatisfiable('Limit should be greater than or equal to zero.');
      entry.range.limit ??= number;
    } else {
      entry.range.offset = Math.max(0, number);
    }
    byPath.set(id, entry);
  }
  return [...byPath.values()];
}

function canonicalQuery(entries: [string, string][]): string {
  return [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * Splits a request's query string into PostgREST's parts: `select`, filters, `and`/`or` trees,
 * `order`, `limit`/`offset` per embed level, `columns`, `on_conflict`, and the RPC arguments.
 * Throws PGRST100 on malformed input.
 *
 * Like PostgREST 12+ (`QueryParams.parse isRpcRead`), only a GET/HEAD call of a function
 * (`rpcRead`) has arguments in the query string: there a root parameter whose value has no
 * operator is an argument. Everywhere else every other parameter must be a filter, so a typo such
 * as `slug=eqq.x` fails instead of being dropped — dropping it would widen a read, an update or a
 * delete to every row.
 */
export function parseQueryParams(
  search: URLSearchParams,
  options: { rpcRead: boolean } = { rpcRead: false },
): QueryRequest {
  const entries = [...search.entries()];
  const first = (key: string) => entries.find(([name]) => name === key)?.[1];
  const selectValue = first('select');
  const request: QueryRequest = {
    select: parseSelect(selectValue ?? '*'),
    filters: [],
    logic: [],
    order: [],
    ranges: rangesFrom(entries),
    params: [],
    canonical: canonicalQuery(entries),
  };
  const columns = first('columns');
  if (columns !== undefined) request.columns = parseColumnList(columns, 'columns parameter');
  const onConflict = first('on_conflict');
  if (onConflict !== undefined)
    request.onConflict = parseColumnList(onConflict, 'on_conflict parameter');

  for (const [key, value] of entries) {
    if (reserved.has(key)) continue;
    const segment = lastSegment(key);
    if (reservedEmbeddable.has(segment)) {
      if (value === '') continue;
      if (segment === 'order')
        request.order.push({ path: embedPathOf(key, 'tree path'), terms: parseOrder(value) });
      if (segment === 'and' || segment === 'or') {
        const names = key.split('.');
        const negated = names.includes('not');
        const path = names.slice(0, -1).filter((name) => name !== 'not');
        request.logic.push({ path, tree: parseLogicTree(segment, negated, value) });
      }
      continue;
    }
    if (!options.rpcRead || key.includes('.') || looksLikeFilter(value)) {
      const { path, field } = parseTreePath(key);
      request.filters.push({ path, filter: { field, expr: parseFilterValue(value) } });
    } else {
      request.params.push([key, value]);
    }
  }
  return request;
}
