import { isPgError } from '../db/types.ts';

/** A PostgREST error response: `{code, message, details, hint}` plus status and headers. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: unknown;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: unknown = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  body(): string {
    return JSON.stringify({
      code: this.code,
      message: this.message,
      details: this.details,
      hint: this.hint,
    });
  }
}

/** A query-string parse failure, worded like PostgREST's Parsec errors (PGRST100). */
export function parseError(
  what: string,
  input: string,
  column: number,
  details: string,
): RestError {
  return new RestError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

export function invalidBody(message: string): RestError {
  return new RestError(400, 'PGRST102', message);
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** What PostgreSQL itself says for an unknown column, raised before the query is sent. */
export function undefinedColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function tableNotFound(
  schema: string,
  table: string,
  suggestion: string | undefined,
): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

export function notEmbedded(resource: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

export function singularityError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** PGRST124: `Prefer: handling=strict, max-affected=n` and the request touched more rows. */
export function maxAffectedViolation(rows: number): RestError {
  return new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );
}

export function rangeNotSatisfiable(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

/** HTTP status for a SQLSTATE, as PostgREST 12 maps it (src/PostgREST/Error.hs `mapSQLtoHTTP`). */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  const ptStatus = /^PT(\d{3})$/.exec(code);
  if (ptStatus?.[1]) return Number(ptStatus[1]);
  const prefix = code.slice(0, 2);
  const byPrefix: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byPrefix[prefix] ?? 400;
}

/**
 * `raise sqlstate 'PGRST' using message = '{"code":…,"message":…}', detail = '{"status":…,"headers":{…}}'`
 * gives the function full control of the response (PostgREST "Raise errors with HTTP status codes").
 */
function fromRaisePgrst(message: string, detail: string | undefined): RestError {
  const parseFailure = (details: string, hint: string) =>
    new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      details,
      hint,
    );
  let parsedMessage: unknown;
  try {
    parsedMessage = JSON.parse(message);
  } catch {
    parsedMessage = undefined;
  }
  const msg = parsedMessage as
    { code?: unknown; message?: unknown; details?: unknown; hint?: unknown } | undefined;
  if (
    !msg ||
    typeof msg !== 'object' ||
    typeof msg.code !== 'string' ||
    typeof msg.message !== 'string'
  ) {
    return parseFailure(
      `Invalid JSON value for MESSAGE: '${message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  if (detail === undefined)
    return parseFailure('DETAIL is missing in the RAISE statement', detailHint);
  let parsedDetail: unknown;
  try {
    parsedDetail = JSON.parse(detail);
  } catch {
    parsedDetail = undefined;
  }
  const det = parsedDetail as { status?: unknown; headers?: unknown } | undefined;
  if (
    !det ||
    typeof det !== 'object' ||
    typeof det.status !== 'number' ||
    typeof det.headers !== 'object' ||
    !det.headers
  ) {
    return parseFailure(`Invalid JSON value for DETAIL: '${detail}'`, detailHint);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(det.headers as Record<string, unknown>))
    headers[name] = String(value);
  return new RestError(
    det.status,
    msg.code,
    msg.message,
    msg.details ?? null,
    msg.hint ?? null,
    headers,
  );
}

const sqlStatePattern = /^[0-9A-Z]{5}$/;

/** Any failure while answering a request, as the PostgREST error it would be. */
export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error) && sqlStatePattern.test(error.code)) {
    if (error.code === 'PGRST') return fromRaisePgrst(error.message, error.detail);
    const status = statusForSqlState(error.code, error.message, authenticated);
    // PostgREST answers a 401 with this header so clients know to authenticate.
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(
      status,
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
      headers,
    );
  }
  console.error('[local stack] rest: unexpected failure', error);
  return new RestError(500, 'PGRSTX00', 'Internal server error');
}

export function errorResponse(error: RestError): Response {
  return new Response(error.body(), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  });
}
