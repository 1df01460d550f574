import type { StatusErrorDetails } from '@/app/errors/router-error-fallback';
import { errorStatus } from '@/lib/http-error';

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The HTTP details of a router error (a thrown `Response`, an `HttpError`, any error with a
 * numeric status), or `undefined` for an ordinary render error.
 */
export function statusErrorDetails(error: unknown): StatusErrorDetails | undefined {
  if (typeof Response !== 'undefined' && error instanceof Response) {
    return { status: error.status, statusText: optionalString(error.statusText) };
  }
  const status = errorStatus(error);
  if (status === undefined || typeof error !== 'object' || error === null) return undefined;
  const record = error as Record<string, unknown>;
  return {
    status,
    statusText: optionalString(record.statusText),
    message: optionalString(record.message),
  };
}
