import type { RequestIdentity } from '../db/request-scope.ts';
import type { Database } from '../db/types.ts';
import type { Service, StackContext } from '../http/types.ts';
import { errorResponse, RestError, toRestError } from './errors.ts';
import { parseQueryParams } from './grammar/query-params.ts';
import type { RestRequest } from './handlers/context.ts';
import { handleRoot } from './handlers/openapi.ts';
import { handleRead } from './handlers/read.ts';
import { handleRpc } from './handlers/rpc.ts';
import { handleWrite } from './handlers/write.ts';
import { requestIdentity } from './identity.ts';
import { negotiateMedia } from './media-types.ts';
import { parsePreferences } from './prefer.ts';
import { SchemaCacheHolder } from './schema/schema-cache.ts';
import { TimezoneNames } from './timezones.ts';

const prefix = '/rest/v1';
const methods = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']);
/** The gateway in front of hosted PostgREST limits bodies too; 8 MiB fits any catalogue import. */
const maxBodyBytes = 8 * 1024 * 1024;

/** Which exposed schema a request addresses: `Accept-Profile` (reads) or `Content-Profile` (writes). */
function negotiateSchema(
  request: Request,
  schemas: string[],
): { schema: string; requested: boolean } {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const header = request.headers.get(isRead ? 'accept-profile' : 'content-profile');
  const schema = header?.trim() || schemas[0] || 'public';
  if (!schemas.includes(schema)) {
    throw new RestError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${schemas.join(', ')}`,
    );
  }
  return { schema, requested: Boolean(header) };
}

/** `/products` → table, `/rpc/fn` → function, `/` → the OpenAPI root. */
function route(
  path: string,
): { kind: 'root' } | { kind: 'table'; name: string } | { kind: 'rpc'; name: string } {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (segments.length === 0) return { kind: 'root' };
  if (segments.length === 1 && segments[0]) return { kind: 'table', name: segments[0] };
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1])
    return { kind: 'rpc', name: segments[1] };
  throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

/**
 * The PostgREST-compatible `/rest/v1` of the local stack: every request is parsed, planned against
 * a cached view of the catalog, and answered by one SQL statement in a transaction that runs as
 * the request's role with its JWT claims, so row level security decides (SUPABASE-API.md §2).
 */
export function createRestService(): Service {
  const schemaCaches = new WeakMap<Database, SchemaCacheHolder>();
  const timezones = new TimezoneNames();

  async function answer(
    request: Request,
    ctx: StackContext,
    identity: RequestIdentity,
  ): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice(prefix.length) || '/';
    const target = route(path);
    const { schema, requested } = negotiateSchema(request, ctx.config.api.schemas);
    const preferHeader = request.headers.get('prefer');
    if (preferHeader?.includes('timezone=')) await timezones.load(ctx.db);
    let schemaCache = schemaCaches.get(ctx.db);
    if (!schemaCache) {
      schemaCache = new SchemaCacheHolder(ctx.db, ctx.config.api.schemas);
      schemaCaches.set(ctx.db, schemaCache);
    }
    const req: RestRequest = {
      request,
      url,
      method: request.method as RestRequest['method'],
      path,
      schema,
      profileRequested: requested,
      identity,
      preferences: parsePreferences(preferHeader, (name) => timezones.has(name)),
      media: negotiateMedia(request.headers.get('accept')),
      query: parseQueryParams(url.searchParams, {
        rpcRead: target.kind === 'rpc' && (request.method === 'GET' || request.method === 'HEAD'),
      }),
      body: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text(),
      stack: ctx,
      schemaCache,
    };
    if (target.kind === 'root') {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
      return handleRoot(req, await schemaCache.get());
    }
    if (target.kind === 'rpc') return handleRpc(req, target.name);
    if (req.method === 'GET' || req.method === 'HEAD') return handleRead(req, target.name);
    return handleWrite(req, target.name);
  }

  return {
    prefix,
    maxBodyBytes,
    exposeHeaders: [
      'Content-Encoding',
      'Content-Location',
      'Content-Range',
      'Content-Type',
      'Date',
      'Location',
      'Server',
      'Transfer-Encoding',
      'Range-Unit',
      'Preference-Applied',
    ],
    payloadTooLarge: () =>
      errorResponse(
        new RestError(
          413,
          'PGRST413',
          'Payload Too Large',
          `The request body is larger than ${maxBodyBytes} bytes.`,
        ),
      ),
    async handle(request, ctx) {
      let identity: RequestIdentity | undefined;
      try {
        if (!methods.has(request.method)) {
          throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
        }
        identity = await requestIdentity(request, ctx.keys);
        return await answer(request, ctx, identity);
      } catch (error) {
        return errorResponse(
          toRestError(error, identity !== undefined && identity.role !== 'anon'),
        );
      }
    },
  };
}
