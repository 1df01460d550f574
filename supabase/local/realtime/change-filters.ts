import type { FilterCondition } from './filter-parser.ts';
import { quoteIdent, type TableMetadata } from './table-metadata.ts';

const sqlOperators = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
} as const;

/**
 * SQL for one binding's conditions over a row alias `r`, with values as bound parameters cast
 * to the column's type: hosted Realtime's `realtime.check_equality_op`, so `total=gt.9.5`
 * compares numbers and `created_at=gt.2026-01-01` timestamps. A condition on a NULL value fails.
 * `params` collects the values; `$n` numbering continues after `firstParam - 1`.
 */
export function conditionsSql(
  conditions: readonly FilterCondition[],
  metadata: TableMetadata,
  params: unknown[],
  firstParam: number,
): string {
  if (conditions.length === 0) return 'true';
  const types = new Map(metadata.columns.map((column) => [column.name, column.sqlType]));
  const parts = conditions.map((condition) => {
    const sqlType = types.get(condition.column);
    // The column was dropped since the subscription was made: nothing matches any more.
    if (!sqlType) return 'false';
    const column = `r.${quoteIdent(condition.column)}`;
    const { operator, negate } = condition;
    if (operator === 'is') {
      return `(${column} is ${negate ? 'not ' : ''}${condition.value.toUpperCase()})`;
    }
    params.push(condition.value);
    const value = `($${firstParam + params.length - 1}::text)::${sqlType}`;
    if (operator === 'isdistinct') {
      return `(${column} is ${negate ? 'not ' : ''}distinct from ${value})`;
    }
    const expression =
      operator === 'in'
        ? `${column} = any(($${firstParam + params.length - 1}::text)::${sqlType}[])`
        : `${column} ${sqlOperators[operator]} ${value}`;
    return negate ? `(not (${expression}))` : `(${expression})`;
  });
  return `coalesce(${parts.join(' and ')}, false)`;
}
