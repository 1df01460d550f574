/**
 * Readers for URL search params. Route search validation runs in the route tree, which ships
 * with the first screen, so these are plain functions instead of a schema library. Each one
 * returns `undefined` for anything missing or invalid: a broken parameter is dropped, the rest
 * of the address still works.
 */

/** Trimmed text of at most `maxLength` characters; empty → undefined. */
export function optionalText(value: unknown, maxLength = 100): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text && text.length <= maxLength ? text : undefined;
}

/** One of `options`. */
export function optionalOneOf<T extends string>(
  value: unknown,
  options: readonly T[],
): T | undefined {
  return options.find((option) => option === value);
}

/** The last page an address may ask for: deeper than that, a filter finds it faster. */
export const MAX_PAGE = 1000;

/** A whole page number 1..MAX_PAGE (the address may carry it as text). */
export function optionalPage(value: unknown): number | undefined {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE
    ? page
    : undefined;
}

/** A UUID (a row's id), in lower case. */
export function optionalUuid(value: unknown): string | undefined {
  return typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value.toLowerCase()
    : undefined;
}

/** A calendar day `YYYY-MM-DD`. */
export function optionalIsoDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The object without its undefined entries, so the address never shows `?status=undefined`. */
export function definedOnly<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as T;
}

/** A switch: only a real boolean counts (the router parses `?vegan=true` into one). */
export function optionalBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A list whose every entry is one of `options`; one unknown entry drops the whole list. */
export function optionalListOf<T extends string>(
  value: unknown,
  options: readonly T[],
): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const known = value.flatMap((entry) => optionalOneOf(entry, options) ?? []);
  return known.length === value.length ? known : undefined;
}
