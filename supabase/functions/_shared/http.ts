// Response helpers shared by the edge functions: JSON bodies and CORS for browser callers.

/** What supabase-js sends (its own cors.ts list), so a browser's preflight always passes. */
export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '86400',
};

/**
 * The answer to a CORS preflight: supabase-js's headers, plus any other header the browser
 * asks about. The functions authenticate with the bearer token, not with CORS, so allowing
 * e.g. a proxy's `x-forwarded-for` (which the e2e browsers send) opens nothing.
 */
export function preflightResponse(request?: Request): Response {
  const requested = request?.headers.get('access-control-request-headers');
  const allowed = corsHeaders['access-control-allow-headers'] ?? '';
  return new Response('ok', {
    status: 200,
    headers: {
      ...corsHeaders,
      'access-control-allow-headers': requested ? `${allowed}, ${requested}` : allowed,
    },
  });
}

/** A JSON response with the CORS headers. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** An error body every function uses: a stable code for programs, a sentence for people. */
export function errorResponse(
  status: number,
  error: string,
  message: string,
  details?: unknown,
): Response {
  return jsonResponse(
    status,
    details === undefined ? { error, message } : { error, message, details },
  );
}
