import { RestError } from './errors.ts';

/** `Content-Range` as PostgREST writes it: `0-9/42`, `*\/42` for an empty page, `/*` without a count. */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : total}`;
}

/** Status and Content-Range of a read (src/PostgREST/RangeQuery.hs `rangeStatusHeader`). */
export function readRangeStatus(
  offset: number,
  pageTotal: number,
  total: number | undefined,
): { status: number; range: string } {
  const upper = offset + pageTotal - 1;
  const range = contentRange(offset, upper, total);
  if (total === undefined) return { status: 200, range };
  if (offset > total) return { status: 416, range };
  return { status: pageTotal < total ? 206 : 200, range };
}

/**
 * Applies a function's `response.status` / `response.headers` settings (PostgREST "Response
 * Headers" / "Response Status Code"); the function's headers replace ours of the same name.
 */
export function applyResponseGucs(
  status: number,
  headers: Headers,
  gucStatus: string | null,
  gucHeaders: string | null,
): number {
  if (gucHeaders) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(gucHeaders);
    } catch {
      parsed = undefined;
    }
    const valid =
      Array.isArray(parsed) &&
      parsed.every(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          Object.keys(item).length === 1 &&
          typeof Object.values(item)[0] === 'string',
      );
    if (!valid) {
      throw new RestError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const item of parsed as Record<string, string>[]) {
      for (const [name, value] of Object.entries(item)) headers.set(name, value);
    }
  }
  if (gucStatus) {
    const code = Number(gucStatus);
    if (!Number.isInteger(code) || code < 100 || code > 599) {
      throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    return code;
  }
  return status;
}

/** A response whose body is absent for 204/HEAD and otherwise the SQL-built text. */
export function restResponse(status: number, headers: Headers, body: string | null): Response {
  const empty = status === 204 || status === 304 || body === null;
  return new Response(empty ? null : body, { status, headers });
}
