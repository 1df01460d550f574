import { parseError, RestError } from '../errors.ts';
import type { FieldPath, JsonStep } from './ast.ts';

/**
 * A position in one query-string value being parsed. Failures report PostgREST's wording:
 * `"failed to parse <what> (<input>)" (line 1, column N)` with an "unexpected … expecting …" detail.
 */
export class Cursor {
  pos = 0;

  constructor(
    readonly input: string,
    readonly what: string,
  ) {}

  get atEnd(): boolean {
    return this.pos >= this.input.length;
  }

  peek(): string {
    return this.input[this.pos] ?? '';
  }

  lookingAt(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  /** Consumes `text` when it comes next. */
  eat(text: string): boolean {
    if (!this.lookingAt(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string): void {
    if (!this.eat(text)) this.fail(`"${text}"`);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** Throws the PGRST100 error for the current position. */
  fail(expecting: string): never {
    const unexpected = this.atEnd ? 'end of input' : `"${this.peek()}"`;
    throw parseError(
      this.what,
      this.input,
      this.pos + 1,
      `unexpected ${unexpected} expecting ${expecting}`,
    );
  }

  failWith(details: string): never {
    throw parseError(this.what, this.input, this.pos + 1, details);
  }

  /** Runs `parse`; on failure rewinds and returns undefined (Parsec's `try`). */
  attempt<T>(parse: () => T): T | undefined {
    const start = this.pos;
    try {
      return parse();
    } catch (error) {
      // Only parse failures backtrack; a definite error (e.g. aggregates are disabled) stands.
      if (error instanceof RestError && error.code !== 'PGRST100') throw error;
      this.pos = start;
      return undefined;
    }
  }
}

const identifierChar = /[\p{L}\p{N}_ $]/u;

function identifierPart(cursor: Cursor): string {
  const start = cursor.pos;
  while (!cursor.atEnd && identifierChar.test(cursor.peek())) cursor.pos += 1;
  if (cursor.pos === start) cursor.fail('field name (* or [a..z0..9_$])');
  return cursor.input.slice(start, cursor.pos).trim();
}

/** `"…"` with `\"` and `\\` escapes; any other escaped character stands for itself. */
export function quotedValue(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  for (;;) {
    if (cursor.atEnd) cursor.fail('"\\"" (closing quote)');
    const char = cursor.peek();
    cursor.pos += 1;
    if (char === '"') return value;
    if (char === '\\') {
      if (cursor.atEnd) cursor.fail('escaped character');
      value += cursor.peek();
      cursor.pos += 1;
    } else {
      value += char;
    }
  }
}

/** A column, alias or relation name: quoted, or word characters joined by single dashes (not `->`). */
export function fieldName(cursor: Cursor): string {
  if (cursor.peek() === '"') return quotedValue(cursor);
  const parts = [identifierPart(cursor)];
  while (cursor.peek() === '-' && cursor.input[cursor.pos + 1] !== '>') {
    cursor.pos += 1;
    parts.push(identifierPart(cursor));
  }
  return parts.join('-');
}

function jsonIndex(cursor: Cursor): string | undefined {
  const match = /^-?\d+/.exec(cursor.input.slice(cursor.pos));
  if (!match) return undefined;
  const after = cursor.input.slice(cursor.pos + match[0].length);
  const ends = after === '' || ['->', '::', '.', ',', ')'].some((token) => after.startsWith(token));
  if (!ends) return undefined;
  cursor.pos += match[0].length;
  return match[0];
}

export function jsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = cursor.eat('->>') ? '->>' : cursor.eat('->') ? '->' : undefined;
    if (!arrow) return steps;
    const index = jsonIndex(cursor);
    if (index !== undefined) steps.push({ arrow, key: index, index: true });
    else steps.push({ arrow, key: fieldName(cursor), index: false });
  }
}

/** A column with an optional JSON path, surrounding spaces ignored. */
export function fieldPath(cursor: Cursor): FieldPath {
  cursor.skipSpaces();
  const name = fieldName(cursor);
  const json = jsonPath(cursor);
  cursor.skipSpaces();
  return { name, json };
}

/** Identifier characters only (casts, text search configurations). */
export function plainIdentifier(cursor: Cursor): string {
  return identifierPart(cursor);
}
