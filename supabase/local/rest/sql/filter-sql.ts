import type { JsonStep, OpExpr, SimpleOperator } from '../grammar/ast.ts';
import type { ResolvedField } from '../plan/types.ts';
import { ident, type Params, qualified, textArrayLiteral } from './fragments.ts';

const jsonTypes = new Set(['json', 'jsonb']);

function jsonPathSql(steps: JsonStep[], params: Params): string {
  return steps
    .map(
      (step) =>
        `${step.arrow}${step.index ? `${params.text(step.key)}::int` : params.text(step.key)}`,
    )
    .join('');
}

/** SQL for a column (or computed field) of `alias`, with its JSON path applied. */
export function fieldSql(field: ResolvedField, alias: string, params: Params): string {
  const base = field.computed
    ? `${qualified(field.computed.schema, field.computed.name)}(${ident(alias)})`
    : `${ident(alias)}.${ident(field.column.name)}`;
  if (field.json.length === 0) return base;
  // Non-JSON columns (arrays, composites) are converted so JSON paths apply, as PostgREST does.
  const jsonBase = jsonTypes.has(field.column.typeName) ? base : `to_jsonb(${base})`;
  return `${jsonBase}${jsonPathSql(field.json, params)}`;
}

/** The type a filter value is read as: the column's type, or what the JSON path yields. */
function valueType(field: ResolvedField): string {
  const last = field.json[field.json.length - 1];
  if (!last) return field.column.castType;
  if (last.arrow === '->>') return 'text';
  return field.column.typeName === 'json' ? 'json' : 'jsonb';
}

function arrayOf(type: string): string {
  return type.endsWith('[]') ? type : `${type}[]`;
}

const comparison: Record<SimpleOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const patternOperators = new Set<SimpleOperator>(['like', 'ilike', 'match', 'imatch']);
const ftsFunctions = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function operationSql(left: string, field: ResolvedField, expr: OpExpr, params: Params): string {
  const operation = expr.operation;
  const type = valueType(field);
  switch (operation.kind) {
    case 'is': {
      const keyword = {
        null: 'NULL',
        not_null: 'NOT NULL',
        true: 'TRUE',
        false: 'FALSE',
        unknown: 'UNKNOWN',
      };
      return `${left} IS ${keyword[operation.value]}`;
    }
    case 'isdistinct':
      return `${left} IS DISTINCT FROM ${params.typed(operation.value, type)}`;
    case 'in':
      // `= ANY(array)` rather than IN: one parameter, and an empty list is valid.
      if (operation.values.length === 1 && operation.values[0] === '') return `${left} = ANY('{}')`;
      return `${left} = ANY(${params.typed(textArrayLiteral(operation.values), arrayOf(type))})`;
    case 'fts': {
      const config =
        operation.config !== undefined ? `${params.typed(operation.config, 'regconfig')}, ` : '';
      const document =
        field.column.typeName === 'tsvector' && field.json.length === 0
          ? left
          : `to_tsvector(${config}${left})`;
      return `${document} @@ ${ftsFunctions[operation.op]}(${config}${params.text(operation.value)})`;
    }
    case 'simple': {
      const isPattern = patternOperators.has(operation.op);
      // `*` stands for `%` in like patterns, so URLs need no percent-encoding of wildcards.
      const value =
        operation.op === 'like' || operation.op === 'ilike'
          ? operation.value.replaceAll('*', '%')
          : operation.value;
      const operator = comparison[operation.op];
      if (operation.quantifier) {
        const elementType = isPattern ? 'text' : type;
        return `${left} ${operator} ${operation.quantifier.toUpperCase()}(${params.typed(value, arrayOf(elementType))})`;
      }
      return `${left} ${operator} ${isPattern ? params.text(value) : params.typed(value, type)}`;
    }
  }
}

/** One `column=op.value` filter as a boolean SQL expression over `alias`. */
export function filterSql(
  field: ResolvedField,
  expr: OpExpr,
  alias: string,
  params: Params,
): string {
  const sql = operationSql(fieldSql(field, alias, params), field, expr, params);
  return expr.negated ? `NOT (${sql})` : sql;
}
