import { unstorableTextCodes } from '../db/text-values.ts';
import { isPgError } from '../db/types.ts';

/**
 * GoTrue's error model (internal/api/errors.go, apierrors/apierrors.go): every failure carries
 * an HTTP status, a stable `code` and a message; auth-js reads `code` only when the response
 * also carries `X-Supabase-Api-Version` (SUPABASE-API.md §0.1-1, §1.6).
 */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-style errors (`{error, error_description}`), e.g. a refresh grant without a token. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export function weakPasswordError(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

function jsonBody(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * Clients that send a dated API version (auth-js always does) get the 2024 shape; requests
 * without the header get GoTrue's legacy shape. Without a request at hand, assume auth-js.
 */
function wantsDatedShape(request: Request | undefined): boolean {
  if (!request) return true;
  const version = request.headers.get(API_VERSION_HEADER);
  return version !== null && version >= API_VERSION;
}

/** Renders any error thrown by a handler the way GoTrue would answer it. */
export function errorResponse(error: unknown, request?: Request): Response {
  const versionHeader = { [API_VERSION_HEADER]: API_VERSION };
  if (error instanceof OAuthError) {
    return jsonBody(
      { error: error.error, error_description: error.description },
      error.status,
      versionHeader,
    );
  }
  const authError =
    error instanceof AuthError
      ? error
      : isPgError(error) && unstorableTextCodes.has(error.code)
        ? // Text PostgreSQL cannot hold (a NUL byte) is the client's malformed input, not a 500.
          new AuthError(400, 'validation_failed', 'Invalid input: text may not contain NUL bytes')
        : new AuthError(500, 'unexpected_failure', 'Internal server error');
  if (!(error instanceof AuthError)) {
    console.error('[local stack] auth request failed:', error);
  }
  const headers = { ...versionHeader, 'x-sb-error-code': authError.code };
  const body = wantsDatedShape(request)
    ? { code: authError.code, message: authError.message, ...authError.extra }
    : {
        code: authError.status,
        error_code: authError.code,
        msg: authError.message,
        ...authError.extra,
      };
  return jsonBody(body, authError.status, headers);
}

/** A successful JSON answer, with the API version header every GoTrue response carries. */
export function okJson(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return jsonBody(body, status, { [API_VERSION_HEADER]: API_VERSION, ...headers });
}
