/** Small SQL building blocks: quoting identifiers, collecting bound parameters. */

/** `"name"` with embedded quotes doubled; NUL characters (which PostgreSQL rejects) cut off. */
export function ident(name: string): string {
  const clean = name.split('\u0000')[0] ?? '';
  return `"${clean.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** `{"a","b"}`: a PostgreSQL array literal, so a list can travel as one text parameter. */
export function textArrayLiteral(values: string[]): string {
  const element = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return `{${values.map(element).join(',')}}`;
}

/**
 * The bound parameters of one statement. Every value travels as text (`$n::text`) and SQL casts
 * it where a type is needed: both drivers then send the same bytes, and bad input becomes a
 * PostgreSQL error (22P02 …) instead of a driver-side serialization failure.
 */
export class Params {
  readonly values: (string | null)[] = [];

  /**
   * `$n::text` for a new parameter. A NUL byte stays in: cutting the value short would change
   * what a filter matches (`eq.a%00b` would match `a`); the statement refuses it instead (22021).
   */
  text(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  /** The value cast to `type` (a catalog type name, never user input). */
  typed(value: string, type: string): string {
    return `${this.text(value)}::${type}`;
  }
}
