import type {
  FtsOperator,
  IsValue,
  LogicTree,
  OpExpr,
  Operation,
  OrderTerm,
  SimpleOperator,
} from './ast.ts';
import { Cursor, fieldName, fieldPath, plainIdentifier, quotedValue } from './cursor.ts';

const simpleOperators = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
]);
/** Operators that take the `(any)` / `(all)` modifier. */
const quantifiable = new Set<string>([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
const ftsOperators = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const isValues: IsValue[] = ['not_null', 'null', 'unknown', 'true', 'false'];

/** Does a query parameter value look like a filter (PostgREST's `hasOperator`)? */
export function looksLikeFilter(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not' && parts.length > 1) return true;
  if (first === 'is' || first === 'in' || first === 'isdistinct') return true;
  const bare = first.replace(/\((any|all)\)$/, '');
  if (simpleOperators.has(bare) || ftsOperators.has(bare)) return true;
  const beforeParen = value.split('(')[0] ?? '';
  return value.includes('(') && ftsOperators.has(beforeParen);
}

type ValueParser = (cursor: Cursor) => string;

/** A top-level filter value is everything after the operator, taken literally. */
const restOfInput: ValueParser = (cursor) => {
  const value = cursor.input.slice(cursor.pos);
  cursor.pos = cursor.input.length;
  return value;
};

/** Inside `or=(…)`: a quoted value, a `{…}` array literal, or characters up to `,` or `)`. */
const logicValue: ValueParser = (cursor) => {
  const quoted = cursor.attempt(() => {
    const value = quotedValue(cursor);
    if (!cursor.atEnd && cursor.peek() !== ',' && cursor.peek() !== ')')
      throw new Error('not a whole value');
    return value;
  });
  if (quoted !== undefined) return quoted;
  if (cursor.peek() === '{') {
    const close = cursor.input.indexOf('}', cursor.pos);
    if (close !== -1) {
      const value = cursor.input.slice(cursor.pos, close + 1);
      cursor.pos = close + 1;
      return value;
    }
  }
  const start = cursor.pos;
  while (!cursor.atEnd && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.input.slice(start, cursor.pos);
};

function listElement(cursor: Cursor): string {
  const quoted = cursor.attempt(() => {
    const value = quotedValue(cursor);
    if (cursor.peek() !== ',' && cursor.peek() !== ')') throw new Error('not a whole value');
    return value;
  });
  if (quoted !== undefined) return quoted;
  const start = cursor.pos;
  while (!cursor.atEnd && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.input.slice(start, cursor.pos);
}

function listValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  const values = [listElement(cursor)];
  while (cursor.eat(',')) values.push(listElement(cursor));
  cursor.expect(')');
  cursor.skipSpaces();
  return values;
}

function isValue(cursor: Cursor): IsValue {
  const rest = cursor.input.slice(cursor.pos).toLowerCase();
  const value = isValues.find((candidate) => rest.startsWith(candidate));
  if (!value) cursor.fail('null or trilean value (unknown, true, false)');
  cursor.pos += value.length;
  return value;
}

function operatorWord(cursor: Cursor): string {
  const start = cursor.pos;
  while (!cursor.atEnd && cursor.peek() !== '.') cursor.pos += 1;
  if (cursor.atEnd) {
    cursor.pos = start;
    cursor.fail('operator (eq, gt, ...)');
  }
  const word = cursor.input.slice(start, cursor.pos);
  cursor.pos += 1;
  return word;
}

function operation(cursor: Cursor, value: ValueParser): Operation {
  if (cursor.eat('in.')) return { kind: 'in', values: listValue(cursor) };
  if (cursor.eat('is.')) return { kind: 'is', value: isValue(cursor) };
  if (cursor.eat('isdistinct.')) return { kind: 'isdistinct', value: value(cursor) };
  const fts = /^(fts|plfts|phfts|wfts)(?=[.(])/.exec(cursor.input.slice(cursor.pos));
  if (fts?.[1]) {
    cursor.pos += fts[1].length;
    let config: string | undefined;
    if (cursor.eat('(')) {
      config = plainIdentifier(cursor);
      cursor.expect(')');
    }
    cursor.expect('.');
    const result: Operation = { kind: 'fts', op: fts[1] as FtsOperator, value: value(cursor) };
    if (config !== undefined) result.config = config;
    return result;
  }
  const start = cursor.pos;
  const word = operatorWord(cursor);
  const quantified = /^([a-z]+)\((any|all)\)$/.exec(word);
  const op = quantified?.[1] ?? word;
  if (!simpleOperators.has(op) || (quantified && !quantifiable.has(op))) {
    cursor.pos = start;
    cursor.failWith(`unknown single value operator ${word}`);
  }
  const result: Operation = { kind: 'simple', op: op as SimpleOperator, value: value(cursor) };
  if (quantified?.[2]) result.quantifier = quantified[2] as 'any' | 'all';
  return result;
}

function opExpr(cursor: Cursor, value: ValueParser): OpExpr {
  const negated = cursor.attempt(() => {
    cursor.expect('not.');
    // "not.x" alone (e.g. an `eq` value) is not a negation.
    if (cursor.atEnd) throw new Error('bare not');
    return true;
  });
  return { negated: negated ?? false, operation: operation(cursor, value) };
}

/** Parses the value of `column=op.value` (e.g. `not.in.(1,2)`, `fts(english).bun`). */
export function parseFilterValue(input: string): OpExpr {
  const cursor = new Cursor(input, 'filter');
  const expr = opExpr(cursor, restOfInput);
  if (!cursor.atEnd) cursor.fail('end of input');
  return expr;
}

function logicTree(cursor: Cursor): LogicTree {
  const filter = cursor.attempt(() => {
    const field = fieldPath(cursor);
    cursor.expect('.');
    return { field, expr: opExpr(cursor, logicValue) };
  });
  if (filter) return { kind: 'filter', filter };
  const negated = cursor.eat('not.');
  const op = cursor.eat('and')
    ? 'and'
    : cursor.eat('or')
      ? 'or'
      : cursor.fail('logic operator (and, or)');
  cursor.skipSpaces();
  cursor.expect('(');
  const children = [logicTree(cursor)];
  while (cursor.eat(',')) children.push(logicTree(cursor));
  cursor.skipSpaces();
  cursor.expect(')');
  cursor.skipSpaces();
  return { kind: 'group', op, negated, children };
}

/** Parses `or=(…)` / `not.and=(…)`: `operator` is the key's last part, `input` the value. */
export function parseLogicTree(operator: 'and' | 'or', negated: boolean, input: string): LogicTree {
  const cursor = new Cursor(`${negated ? 'not.' : ''}${operator}${input}`, 'logic tree');
  const tree = logicTree(cursor);
  if (!cursor.atEnd) cursor.fail('"," or end of input');
  if (tree.kind !== 'group') cursor.failWith('expecting logic operator (and, or)');
  return tree;
}

function orderSuffix(cursor: Cursor, term: OrderTerm): OrderTerm {
  if (cursor.eat('.asc')) term.direction = 'asc';
  else if (cursor.eat('.desc')) term.direction = 'desc';
  if (cursor.eat('.nullsfirst')) term.nulls = 'first';
  else if (cursor.eat('.nullslast')) term.nulls = 'last';
  cursor.skipSpaces();
  if (!cursor.atEnd && cursor.peek() !== ',') {
    cursor.fail(
      term.direction || term.nulls
        ? '"," or end of input'
        : '"asc", "desc", "nullsfirst" or "nullslast"',
    );
  }
  return term;
}

function orderTerm(cursor: Cursor): OrderTerm {
  const related = cursor.attempt(() => {
    cursor.skipSpaces();
    const relation = fieldName(cursor);
    cursor.expect('(');
    const field = fieldPath(cursor);
    cursor.expect(')');
    return { relation, field };
  });
  if (related) return orderSuffix(cursor, related);
  return orderSuffix(cursor, { field: fieldPath(cursor) });
}

/** Parses `order=` (several comma-separated terms). */
export function parseOrder(input: string): OrderTerm[] {
  const cursor = new Cursor(input, 'order');
  const terms = [orderTerm(cursor)];
  while (cursor.eat(',')) terms.push(orderTerm(cursor));
  if (!cursor.atEnd) cursor.fail('"," or end of input');
  return terms;
}
