/**
 * The `filter` of a postgres_changes binding, parsed the way hosted Realtime does
 * (gh:supabase/realtime lib/extensions/postgres_cdc_rls/subscriptions.ex `parse_filters`):
 * `column=[not.]operator.value` conditions, ANDed, separated by commas outside double quotes and
 * parentheses. `in` takes a parenthesised list, kept as a PostgreSQL array literal; other values
 * may be double-quoted PostgREST style (`name=eq."a,b"`, backslash escapes).
 */

export const filterOperators = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;

export type FilterOperator = (typeof filterOperators)[number];

export interface FilterCondition {
  column: string;
  operator: FilterOperator;
  /** The value as text; for `in` a PostgreSQL array literal such as `{a,"b,c"}`. */
  value: string;
  /** The `not.` prefix. */
  negate: boolean;
}

export type FilterParseResult =
  { ok: true; conditions: FilterCondition[] } | { ok: false; reason: string };

function isOperator(name: string): name is FilterOperator {
  return (filterOperators as readonly string[]).includes(name);
}

/** Elixir's `inspect` of a list of strings, which hosted Realtime puts in its error messages. */
function inspectList(items: string[]): string {
  return `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;
}

/**
 * Splits on commas that are outside parentheses and outside double quotes. A quote opens only
 * right after `.`, `(` or `,` (the start of a value or list item), as in Realtime's splitter.
 */
function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let index = 0; index < filter.length; index += 1) {
    const char = filter[index] ?? '';
    if (quoted) {
      if (char === '\\' && index + 1 < filter.length) {
        current += char + (filter[index + 1] ?? '');
        index += 1;
      } else {
        if (char === '"') quoted = false;
        current += char;
      }
    } else if (char === '"' && ['.', '(', ','].includes(previous)) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth += 1;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
    previous = quoted ? '"' : char;
  }
  segments.push(current);
  return segments;
}

/** `"a\"b"` → `a"b`; a value that is not one well-formed quoted string stays as it is. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let result = '';
  for (let index = 1; index < value.length; index += 1) {
    const char = value[index] ?? '';
    if (char === '\\' && index + 1 < value.length) {
      result += value[index + 1] ?? '';
      index += 1;
    } else if (char === '"') {
      return index === value.length - 1 ? result : value;
    } else {
      result += char;
    }
  }
  return value;
}

function parseSegment(segment: string): FilterCondition | { reason: string } {
  const trimmed = segment.trim();
  if (trimmed === '')
    return { reason: 'filter must not contain empty segments (check for extra commas)' };
  const equals = trimmed.indexOf('=');
  if (equals < 0) return { reason: inspectList([trimmed]) };
  const column = trimmed.slice(0, equals);
  let rest = trimmed.slice(equals + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice('not.'.length);
  const dot = rest.indexOf('.');
  if (dot < 0) return { reason: inspectList([rest]) };
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!isOperator(operator)) return { reason: inspectList([operator, value]) };
  if (operator === 'in') {
    if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
      return { reason: '`in` filter value must be wrapped by parentheses' };
    }
    return { column, operator, value: `{${value.slice(1, -1)}}`, negate };
  }
  return { column, operator, value: unquote(value), negate };
}

/** Parses a binding's filter string; empty or blank means no condition. */
export function parseFilter(filter: string): FilterParseResult {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, conditions: [] };
  const conditions: FilterCondition[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment);
    if ('reason' in parsed) return { ok: false, reason: parsed.reason };
    conditions.push(parsed);
  }
  return { ok: true, conditions };
}
