/**
 * PostgreSQL text cannot hold U+0000: a bound parameter with a NUL byte fails the whole
 * statement (22021 `invalid byte sequence for encoding "UTF8": 0x00`, on PGlite and PostgreSQL
 * alike). No stored e-mail, token or bucket id can contain one, so a lookup by such a value
 * answers "not found" — what the real services say for any unknown value — instead of a 500.
 */
export function holdsNul(values: readonly unknown[]): boolean {
  return values.some((value) => typeof value === 'string' && value.includes('\u0000'));
}

/** SQLSTATEs of text PostgreSQL refuses to store: a NUL byte, `\u0000` in JSON. */
export const unstorableTextCodes: ReadonlySet<string> = new Set(['22021', '22P05']);
