/**
 * A PostgREST `like`/`ilike` pattern for "contains what was typed": `%` `_` and `\` are
 * escaped so they match themselves (mario_rossi is an address, not a wildcard), and `*`, which
 * PostgREST reads as `%`, is dropped. Empty text gives '' (no filter).
 */
export function containsPattern(typed: string): string {
  const literal = typed
    .replace(/\*/g, '')
    .trim()
    .replace(/[\\%_]/g, (character) => `\\${character}`);
  return literal ? `%${literal}%` : '';
}
