import { AuthError, validationFailed } from './errors.ts';

export type JsonObject = Record<string, unknown>;

/**
 * The JSON body of an auth request. auth-js sends `POST /logout` with no body at all but a JSON
 * content type (SUPABASE-API.md §1.1), so an empty body is an empty object.
 */
export async function readJsonBody(request: Request): Promise<JsonObject> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: expected an object',
    );
  }
  return parsed as JsonObject;
}

/** A string field of the body; absent or null reads as ''. Any other type is a client error. */
export function stringField(body: JsonObject, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: field "${name}" must be a string`,
    );
  }
  return value;
}

/** An object field (user metadata and friends); absent or null reads as undefined. */
export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed(`${name} must be an object`);
  }
  return value as JsonObject;
}

export function booleanField(body: JsonObject, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw validationFailed(`${name} must be a boolean`);
  return value;
}

/** The first comma-separated entry of `header` (a proxy chain's client end), if any. */
function firstHeaderEntry(request: Request, header: string): string | undefined {
  return (request.headers.get(header) ?? '').split(',')[0]?.trim() || undefined;
}

/**
 * The client address recorded with sessions and challenges: the first `X-Forwarded-For` entry,
 * which the stack's HTTP front always sets: to the socket's address, or, in trusted-proxy mode,
 * to what the proxy (or a test giving each person an address of its own) sent.
 */
export function clientIp(request: Request): string {
  return firstHeaderEntry(request, 'x-forwarded-for') ?? 'unknown';
}

/**
 * What a per-IP rate limit counts the request under, as GoTrue's
 * `performRateLimitingWithHeader` (internal/api/middleware.go): the first comma-separated entry
 * of the configured header. Undefined, so no limit applies, when no header is configured (the
 * Supabase CLI's local Auth), or the request has none or an empty first entry.
 */
export function rateLimitKey(request: Request, header: string | undefined): string | undefined {
  return header ? firstHeaderEntry(request, header) : undefined;
}
