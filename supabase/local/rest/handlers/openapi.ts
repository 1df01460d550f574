import type { SchemaCache } from '../schema/types.ts';
import type { RestRequest } from './context.ts';
import { baseHeaders } from './context.ts';

/**
 * `GET /rest/v1/`: a small OpenAPI 2.0 description of the exposed tables, views and functions
 * (PostgREST serves a fuller one; tools mostly need the paths and column types).
 */
export function handleRoot(req: RestRequest, cache: SchemaCache): Response {
  const paths: Record<string, unknown> = {
    '/': { get: { produces: ['application/openapi+json', 'application/json'] } },
  };
  const definitions: Record<string, unknown> = {};
  for (const table of cache.tables.values()) {
    if (table.schema !== req.schema) continue;
    const methods: Record<string, unknown> = { get: { tags: [table.name] } };
    if (table.insertable) methods.post = { tags: [table.name] };
    if (table.updatable) methods.patch = { tags: [table.name] };
    if (table.deletable) methods.delete = { tags: [table.name] };
    paths[`/${table.name}`] = methods;
    definitions[table.name] = {
      type: 'object',
      required: table.columnOrder.filter((name) => table.columns.get(name)?.nullable === false),
      properties: Object.fromEntries(
        table.columnOrder.map((name) => [
          name,
          { format: table.columns.get(name)?.castType, type: 'string' },
        ]),
      ),
    };
  }
  for (const [key, overloads] of cache.routines) {
    const [schema, name] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
    if (schema !== req.schema || overloads.length === 0) continue;
    paths[`/rpc/${name}`] = { post: { tags: ['(rpc) ' + name] } };
  }
  const document = {
    swagger: '2.0',
    info: { title: 'local stack PostgREST-compatible API', version: '12' },
    host: new URL(req.stack.apiUrl || req.url.origin).host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
    definitions,
  };
  const headers = baseHeaders(req, 'application/openapi+json; charset=utf-8');
  return new Response(req.method === 'HEAD' ? null : JSON.stringify(document), {
    status: 200,
    headers,
  });
}
