import type { RequestIdentity } from '../../db/request-scope.ts';
import { runAsRequest } from '../../db/request-scope.ts';
import { holdsNul } from '../../db/text-values.ts';
import type { StackContext } from '../../http/types.ts';
import type { QueryRequest, RowRange } from '../grammar/ast.ts';
import { RestError } from '../errors.ts';
import type { ResponseMedia } from '../media-types.ts';
import type { Preferences } from '../prefer.ts';
import type { SchemaCacheHolder } from '../schema/schema-cache.ts';
import type { SchemaCache } from '../schema/types.ts';
import { ident } from '../sql/fragments.ts';
import type { StatementRow } from '../sql/statement.ts';

/** Everything a handler needs about one REST request. */
export interface RestRequest {
  request: Request;
  url: URL;
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path below `/rest/v1`, e.g. `/products` (what `request.path` holds). */
  path: string;
  schema: string;
  /** The client named the schema (Accept-Profile / Content-Profile): echo it in Content-Profile. */
  profileRequested: boolean;
  identity: RequestIdentity;
  preferences: Preferences;
  media: ResponseMedia;
  query: QueryRequest;
  body: string;
  stack: StackContext;
  schemaCache: SchemaCacheHolder;
}

/**
 * Errors that may come from a stale schema cache: the catalog is re-read once before answering.
 * PGRST123 (aggregates off) too: the authenticator's `pgrst.db_aggregates_enabled` is read with it.
 */
const cacheMissCodes = new Set([
  'PGRST123',
  'PGRST200',
  'PGRST202',
  'PGRST204',
  'PGRST205',
  '42703',
  '42704',
]);

/** Runs `plan` against the schema cache, retrying once with a fresh cache on a miss. */
export async function withSchemaCache<T>(
  req: RestRequest,
  plan: (cache: SchemaCache) => T,
): Promise<T> {
  const snapshot = await req.schemaCache.snapshot();
  try {
    return plan(snapshot.cache);
  } catch (error) {
    if (!(error instanceof RestError) || !cacheMissCodes.has(error.code)) throw error;
    const fresh = await req.schemaCache.refresh(snapshot.generation);
    return plan(fresh.cache);
  }
}

/** The page PostgREST would serve: `limit`/`offset`, the `Range` header, capped by `max_rows`. */
export function topLevelRange(req: RestRequest, maxRows: number): RowRange {
  const fromQuery = req.query.ranges.find((entry) => entry.path.length === 0)?.range ?? {
    offset: 0,
  };
  let offset = fromQuery.offset;
  let end = fromQuery.limit !== undefined ? offset + fromQuery.limit - 1 : Infinity;
  const header =
    req.method === 'GET' || req.method === 'HEAD' ? req.request.headers.get('range') : null;
  const match = header ? /^\s*(\d+)-(\d*)\s*$/.exec(header) : null;
  if (match) {
    const lower = Number(match[1]);
    const upper = match[2] ? Number(match[2]) : Infinity;
    if (upper < lower) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    offset = Math.max(offset, lower);
    end = Math.min(end, upper);
  }
  end = Math.min(end, offset + maxRows - 1);
  return { offset, limit: Math.max(0, end - offset + 1) };
}

function requestHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function requestCookies(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * Runs one statement in the request's transaction (role, claims, search path, role settings)
 * and returns its single row. `check` runs inside the transaction: throwing there rolls the
 * write back (singular responses, PUT key mismatch, max-affected).
 */
export async function runStatement(
  req: RestRequest,
  cache: SchemaCache,
  sql: string,
  params: (string | null)[],
  options: { readOnly: boolean; check?: (row: StatementRow) => void },
): Promise<StatementRow> {
  // PostgreSQL refuses a NUL byte in any bound text (PGlite would instead cut the value short):
  // answer what PostgREST passes through from PostgreSQL, on both drivers.
  if (holdsNul(params)) {
    throw new RestError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
  }
  const { config } = req.stack;
  const searchPath = [req.schema, ...config.api.extraSearchPath].map(ident).join(', ');
  const settings: Record<string, string> = {
    ...cache.roleSettings.get(req.identity.role),
    search_path: searchPath,
    'request.cookies': JSON.stringify(requestCookies(req.request)),
  };
  if (req.preferences.timezone) settings.timezone = req.preferences.timezone;
  const rollback = req.preferences.transaction === 'rollback';
  try {
    return await runAsRequest(
      req.stack.db,
      req.identity,
      { method: req.method, path: req.path, headers: requestHeaders(req.request) },
      async (tx) => {
        const result = await tx.query<StatementRow>(sql, params);
        const row = result.rows[0];
        if (!row) throw new Error('the statement returned no row');
        options.check?.(row);
        // Prefer: tx=rollback answers as if committed, then throws the work away.
        if (rollback) throw new RolledBack(row);
        return row;
      },
      { readOnly: options.readOnly, extraSettings: settings },
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.row;
    throw error;
  }
}

/** Thrown out of a `tx=rollback` transaction (so the driver rolls it back) with its answer. */
class RolledBack extends Error {
  constructor(readonly row: StatementRow) {
    super('rolled back on request (Prefer: tx=rollback)');
  }
}

/** Headers every successful answer carries. */
export function baseHeaders(req: RestRequest, contentType?: string): Headers {
  const headers = new Headers();
  if (contentType) headers.set('content-type', contentType);
  if (req.profileRequested) headers.set('content-profile', req.schema);
  return headers;
}
