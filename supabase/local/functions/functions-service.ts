import { verifyJwt } from '../http/jwt.ts';
import type { Service, StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { createFunctionLoader, type FunctionHandler, handlerPath } from './function-loader.ts';

const prefix = '/functions/v1';

/** The relay's own failures: supabase-js turns `x-relay-error: true` into FunctionsRelayError. */
function relayError(code: string, message: string): Response {
  return jsonResponse({ code, message }, 500, {
    'x-relay-error': 'true',
    'access-control-expose-headers': 'x-relay-error',
  });
}

/**
 * The hosted gateway's verify_jwt check: a valid JWT signed with the project secret in
 * `Authorization` (the anon key is one), else 401 before the function runs. Preflights pass, so
 * a function can answer CORS itself.
 */
async function gatewayRejection(
  request: Request,
  ctx: StackContext,
  name: string,
): Promise<Response | undefined> {
  if (request.method === 'OPTIONS' || ctx.config.functionsVerifyJwt[name] === false) {
    return undefined;
  }
  const authorization = request.headers.get('authorization');
  if (!authorization) {
    return jsonResponse({ code: 401, message: 'Missing authorization header' }, 401);
  }
  const token = /^bearer\s+(.+)$/i.exec(authorization.trim())?.[1];
  if (!token || !(await verifyJwt(token, ctx.keys)).ok) {
    return jsonResponse({ code: 401, message: 'Invalid JWT' }, 401);
  }
  return undefined;
}

/** Hands the request, unchanged but for the address, to a function served by another process. */
async function relayTo(host: string, request: Request, name: string): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(`${url.pathname}${url.search}`, host);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const response = await fetch(target, {
      method: request.method,
      headers: request.headers,
      ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      redirect: 'manual',
    });
    // Re-wrapped: fetch has already decoded the body, so its encoding headers no longer apply.
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(response.body, { status: response.status, headers });
  } catch (error) {
    console.error(`[local stack] function "${name}" at ${host} did not answer:`, error);
    return relayError('BOOT_ERROR', 'Worker failed to boot (please check logs)');
  }
}

/**
 * `/functions/v1/<name>[/…]`: runs `supabase/functions/<name>/handler.ts` in process with the
 * request unchanged (method, URL, headers, body), the way the edge runtime hands it to the
 * function's `Deno.serve` handler.
 */
export function createFunctionsService(): Service {
  const loadHandler = createFunctionLoader();
  return {
    prefix,
    handlesPreflight: true,
    maxBodyBytes: 20 * 1024 * 1024,
    // Empty on purpose: the server would otherwise overwrite the function's own expose list.
    exposeHeaders: [],
    payloadTooLarge: () => jsonResponse({ code: 413, message: 'Payload too large' }, 413),
    async handle(request, ctx) {
      const name = new URL(request.url).pathname.slice(prefix.length).split('/')[1] ?? '';
      const path = handlerPath(ctx, name);
      if (!path) {
        return jsonResponse(
          { code: 'NOT_FOUND', message: 'Requested function was not found' },
          404,
        );
      }

      const rejection = await gatewayRejection(request, ctx, name);
      if (rejection) return rejection;
      const host = ctx.functionHosts.get(name);
      if (host) return relayTo(host, request, name);

      let handler: FunctionHandler;
      try {
        handler = await loadHandler(ctx, name, path);
      } catch (error) {
        console.error(`[local stack] function "${name}" failed to load:`, error);
        return relayError('BOOT_ERROR', 'Worker failed to boot (please check logs)');
      }
      try {
        const response: unknown = await handler(request);
        if (response instanceof Response) return response;
        console.error(`[local stack] function "${name}" returned something other than a Response`);
      } catch (error) {
        console.error(`[local stack] function "${name}" threw:`, error);
      }
      return relayError('WORKER_ERROR', 'Function exited due to an error (please check logs)');
    },
  };
}
