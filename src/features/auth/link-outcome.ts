/**
 * What an auth e-mail link brought back to the page. GoTrue reports a bad link with
 * `error_code` in the address (SUPABASE-API.md §1.2, GET /verify); a good PKCE link with a
 * `code` that supabase-js exchanges (and then removes from the address).
 */
export interface LinkParams {
  code?: string | undefined;
  error_code?: string | undefined;
}

export type LinkOutcome = 'none' | 'code' | 'expired' | 'failed';

/** Reads the link's parameters once, before supabase-js cleans the address. */
export function linkOutcome({ code, error_code: errorCode }: LinkParams): LinkOutcome {
  if (errorCode) return errorCode === 'otp_expired' ? 'expired' : 'failed';
  return code ? 'code' : 'none';
}

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  // The router reads digit-only values as numbers.
  return typeof value === 'number' ? String(value) : undefined;
}

/** `validateSearch` of the pages an auth e-mail link opens. */
export function validateLinkSearch(search: Record<string, unknown>): LinkParams {
  return { code: optionalText(search.code), error_code: optionalText(search.error_code) };
}
