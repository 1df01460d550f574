import type { AggregateFunction, SelectEmbed, SelectField, SelectItem } from './ast.ts';
import { Cursor, fieldName, fieldPath, plainIdentifier } from './cursor.ts';

const aggregateFunctions: AggregateFunction[] = ['count', 'sum', 'avg', 'min', 'max'];

/** `.sum()` after a field: PostgREST's aggregate suffix (allowed or not is the planner's call). */
function optionalAggregate(cursor: Cursor): AggregateFunction | undefined {
  const fn = aggregateFunctions.find((name) => cursor.lookingAt(`.${name}()`));
  if (fn) cursor.pos += fn.length + 3;
  return fn;
}

/** `alias:count()` (optionally `::cast`): the number of rows, PostgREST's only column-less aggregate. */
function countRows(cursor: Cursor): SelectField | undefined {
  return cursor.attempt(() => {
    cursor.skipSpaces();
    const alias = optionalAlias(cursor);
    if (!cursor.lookingAt('count()')) throw new Error('not count()');
    cursor.pos += 'count()'.length;
    const result: SelectField = {
      kind: 'field',
      field: { name: '*', json: [] },
      aggregate: { fn: 'count' },
    };
    if (alias !== undefined) result.alias = alias;
    if (cursor.eat('::') && result.aggregate) result.aggregate.cast = plainIdentifier(cursor);
    cursor.skipSpaces();
    if (!itemEnd(cursor)) throw new Error('not count()');
    return result;
  });
}

function itemEnd(cursor: Cursor): boolean {
  return cursor.atEnd || cursor.peek() === ',' || cursor.peek() === ')';
}

function embedParams(cursor: Cursor): Pick<SelectEmbed, 'hint' | 'joinType'> {
  const params: Pick<SelectEmbed, 'hint' | 'joinType'> = {};
  for (let i = 0; i < 2 && cursor.eat('!'); i += 1) {
    const word = fieldName(cursor);
    if (word === 'inner' || word === 'left') params.joinType = word;
    else params.hint = word;
  }
  return params;
}

function embed(cursor: Cursor, spread: boolean): SelectEmbed | undefined {
  // Only the head (`alias:name!hint!inner(`) is tentative; once "(" is reached the item is an
  // embed and errors inside it are reported as they are.
  const head = cursor.attempt(() => {
    cursor.skipSpaces();
    const alias = spread ? undefined : optionalAlias(cursor);
    const name = fieldName(cursor);
    // `count()` is the aggregate, never an embed of a relation named count (as in PostgREST).
    if (name === 'count') throw new Error('not an embed');
    const params = embedParams(cursor);
    if (cursor.peek() !== '(') throw new Error('not an embed');
    return { alias, name, params };
  });
  if (!head) return undefined;
  cursor.pos += 1;
  const items = cursor.peek() === ')' ? [] : forest(cursor);
  cursor.expect(')');
  cursor.skipSpaces();
  const result: SelectEmbed = { kind: 'embed', name: head.name, spread, items, ...head.params };
  if (head.alias !== undefined) result.alias = head.alias;
  return result;
}

function optionalAlias(cursor: Cursor): string | undefined {
  return cursor.attempt(() => {
    const name = fieldName(cursor);
    if (!cursor.eat(':') || cursor.peek() === ':') throw new Error('no alias');
    return name;
  });
}

function field(cursor: Cursor): SelectField {
  cursor.skipSpaces();
  if (cursor.eat('*')) {
    cursor.skipSpaces();
    if (!itemEnd(cursor)) cursor.fail('")", "," or end of input');
    return { kind: 'field', field: { name: '*', json: [] } };
  }
  const alias = optionalAlias(cursor);
  const path = fieldPath(cursor);
  const result: SelectField = { kind: 'field', field: path };
  if (alias !== undefined) result.alias = alias;
  if (cursor.eat('::')) result.cast = plainIdentifier(cursor);
  const fn = optionalAggregate(cursor);
  if (fn) {
    result.aggregate = { fn };
    if (cursor.eat('::')) result.aggregate.cast = plainIdentifier(cursor);
  }
  cursor.skipSpaces();
  if (!itemEnd(cursor)) {
    cursor.fail('letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input');
  }
  return result;
}

function item(cursor: Cursor): SelectItem {
  if (cursor.lookingAt('...')) {
    cursor.pos += 3;
    const spread = embed(cursor, true);
    if (!spread) cursor.fail('embedded resource "(…)" after "..."');
    return spread;
  }
  return countRows(cursor) ?? embed(cursor, false) ?? field(cursor);
}

function forest(cursor: Cursor): SelectItem[] {
  const items = [item(cursor)];
  while (cursor.eat(',')) items.push(item(cursor));
  return items;
}

/** Parses `select=` (vertical filtering and embedding). An empty value selects nothing explicit. */
export function parseSelect(input: string): SelectItem[] {
  const cursor = new Cursor(input, 'select parameter');
  if (input.trim() === '') return [];
  const items = forest(cursor);
  if (!cursor.atEnd) cursor.fail('",", "(" or end of input');
  return items;
}

/** Parses a comma-separated list of column names (`columns=`, `on_conflict=`). */
export function parseColumnList(input: string, what: string): string[] {
  const cursor = new Cursor(input, what);
  const names: string[] = [];
  do {
    cursor.skipSpaces();
    names.push(fieldName(cursor));
    cursor.skipSpaces();
  } while (cursor.eat(','));
  if (!cursor.atEnd) cursor.fail('"," or end of input');
  return names;
}
