import { HttpError } from '@/lib/http-error';

/** What supabase-js resolves to for PostgREST and RPC calls. */
export interface SupabaseResult<T> {
  data: T | null;
  error: { code?: string; message: string; details?: string | null; hint?: string | null } | null;
  status: number;
  statusText: string;
}

/**
 * A failed API call with its HTTP status (so the retry rules can tell 404 from 500) and the
 * PostgREST fields: `code` (SQLSTATE, PGRST…, or a stable code our RPCs raise such as
 * `insufficient_stock`), `details`, and `hint` (our RPCs put an Italian sentence there).
 */
export class ApiError extends HttpError {
  readonly code: string | undefined;
  readonly details: string | undefined;
  readonly hint: string | undefined;

  constructor(
    status: number,
    statusText: string,
    error: NonNullable<SupabaseResult<unknown>['error']>,
  ) {
    super(status, statusText, error.message);
    this.name = 'ApiError';
    this.code = error.code || undefined;
    this.details = error.details ?? undefined;
    this.hint = error.hint ?? undefined;
  }
}

/** The data of a supabase-js result, or an `ApiError`: query functions never log-and-continue. */
export function dataOrThrow<T>(result: SupabaseResult<T>): T {
  if (result.error) throw new ApiError(result.status, result.statusText, result.error);
  if (result.data === null)
    throw new ApiError(result.status, result.statusText, { message: 'Nessun dato' });
  return result.data;
}

/** For calls that answer nothing (void RPCs): an `ApiError` when they failed. */
export function okOrThrow(result: SupabaseResult<unknown>): void {
  if (result.error) throw new ApiError(result.status, result.statusText, result.error);
}
