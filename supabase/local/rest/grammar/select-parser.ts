import { RestError } from '../errors.ts';
import type { SelectEmbed, SelectField, SelectItem } from './ast.ts';
import { Cursor, fieldName, fieldPath, plainIdentifier } from './cursor.ts';

const aggregateNames = ['count', 'sum', 'avg', 'min', 'max'];

/** Aggregates parse in PostgREST but are disabled on Supabase (`db-aggregates-enabled` is off). */
function rejectAggregate(cursor: Cursor): void {
  const rest = cursor.input.slice(cursor.pos);
  const aggregate = new RegExp(`^\\.(${aggregateNames.join('|')})\\(\\)`);
  if (aggregate.test(rest))
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
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
  rejectAggregate(cursor);
  const result: SelectField = { kind: 'field', field: path };
  if (alias !== undefined) result.alias = alias;
  if (cursor.eat('::')) result.cast = plainIdentifier(cursor);
  cursor.skipSpaces();
  if (!itemEnd(cursor)) {
    cursor.fail('letter, digit, "-", "->>", "->", "::", ")", "," or end of input');
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
  if (/^\s*(\w+:)?count\(\)/.test(cursor.input.slice(cursor.pos))) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  return embed(cursor, false) ?? field(cursor);
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
