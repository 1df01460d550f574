/**
 * An error that carries the HTTP status of the response it came from. Feature `api/`
 * functions throw it (or any error with a numeric `status`) so the query retry rules and the
 * router's error fallback can tell a 404 from a 500.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string, message?: string) {
    super(message ?? `${status} ${statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
  }
}

function numericStatus(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{3}$/.test(value)) return Number(value);
  return undefined;
}

/**
 * The HTTP status an error carries, if any: `status` or `statusCode` on the error (supabase-js,
 * `Response`, `HttpError`) or on its `cause`.
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as Record<string, unknown>;
  const own = numericStatus(record.status) ?? numericStatus(record.statusCode);
  if (own !== undefined) return own;
  return 'cause' in record ? errorStatus(record.cause) : undefined;
}
