/** CORS the way PostgREST and GoTrue answer browsers (SUPABASE-API.md §0.1-12). */
export function corsPreflight(request: Request): Response {
  const requestedHeaders = request.headers.get('access-control-request-headers');
  return new Response(null, {
    status: 200,
    headers: {
      'access-control-allow-origin': request.headers.get('origin') ?? '*',
      'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
      // Reflect what the browser asks for: supabase-js sends apikey, x-client-info, prefer, …
      'access-control-allow-headers':
        requestedHeaders ?? 'authorization, x-client-info, apikey, content-type, prefer, x-upsert',
      'access-control-max-age': '86400',
      vary: 'Origin, Access-Control-Request-Headers',
    },
  });
}

export function withCorsHeaders(
  response: Response,
  request: Request,
  exposeHeaders: string[],
): Response {
  const origin = request.headers.get('origin');
  if (!origin) return response;
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', origin);
  headers.append('vary', 'Origin');
  if (exposeHeaders.length > 0)
    headers.set('access-control-expose-headers', exposeHeaders.join(', '));
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
