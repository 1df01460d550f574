import { maxAffectedViolation, RestError, singularityError } from '../errors.ts';
import { assertJsonContentType, parsePayload, type Payload } from '../payload.ts';
import { preferenceApplied } from '../prefer.ts';
import { applyResponseGucs, contentRange, restResponse } from '../response.ts';
import type { Table } from '../schema/types.ts';
import { ident, Params } from '../sql/fragments.ts';
import { deleteSql, insertSql, type Returning, updateSql } from '../sql/mutate-sql.ts';
import { nodeSelectSql, rowIdsSql, whereConditions } from '../sql/read-sql.ts';
import { statementSql, type StatementRow } from '../sql/statement.ts';
import { baseHeaders, type RestRequest, runStatement, withSchemaCache } from './context.ts';
import {
  planWrite,
  putKeyValues,
  returnedColumns,
  type WriteMethod,
  type WritePlan,
} from './write-plan.ts';

function mutationSql(
  req: RestRequest,
  method: WriteMethod,
  plan: WritePlan,
  payload: Payload | undefined,
  params: Params,
  returning: Returning,
): string {
  const alias = plan.table.name;
  const applyDefaults = req.preferences.missing === 'default';
  const bodyJson = payload?.json ?? '{}';
  if (method === 'POST' || method === 'PUT') {
    const conflictColumns =
      method === 'PUT' ? plan.table.primaryKey : (req.query.onConflict ?? plan.table.primaryKey);
    const resolution = method === 'PUT' ? 'merge-duplicates' : req.preferences.resolution;
    return insertSql(
      {
        table: plan.table,
        alias,
        columns: plan.columns,
        bodyJson,
        applyDefaults,
        ...(resolution
          ? {
              onConflict: {
                columns: conflictColumns,
                action: resolution === 'merge-duplicates' ? 'merge' : 'ignore',
              },
            }
          : {}),
        ...(method === 'PUT' ? { keyConditions: putKeyValues(req, plan.table) } : {}),
        returning,
      },
      params,
    );
  }
  const range = plan.filterNode.range;
  const limited = range !== undefined && (range.limit !== undefined || range.offset > 0);
  // A limited update/delete (`?order=id&limit=10`) touches only the rows of that page.
  const where = limited
    ? [`${ident(alias)}.ctid = ANY(ARRAY(${rowIdsSql(plan.filterNode, params)}))`]
    : whereConditions(plan.filterNode, params);
  if (where.length === 0) {
    // Hosted Supabase loads pg-safeupdate for the API: no unfiltered UPDATE/DELETE.
    throw new RestError(
      400,
      '21000',
      `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
    );
  }
  if (method === 'PATCH') {
    return updateSql(
      {
        table: plan.table,
        alias,
        columns: plan.columns,
        bodyJson,
        applyDefaults,
        where,
        returning,
      },
      params,
    );
  }
  return deleteSql(plan.table, alias, where, returning);
}

function locationSql(table: Table): string {
  const pairs = table.primaryKey
    .map((column) => `'${column.replaceAll("'", "''")}', ${ident(column)}`)
    .join(', ');
  return `SELECT json_build_object(${pairs})::text FROM pgrst_source LIMIT 1`;
}

function locationHeader(tableName: string, keyJson: unknown): string | undefined {
  if (typeof keyJson !== 'string') return undefined;
  const values = JSON.parse(keyJson) as Record<string, unknown>;
  const query = Object.entries(values)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${value === null ? 'is.null' : encodeURIComponent(`eq.${String(value)}`)}`,
    )
    .join('&');
  return `/${tableName}?${query}`;
}

/** POST (insert/upsert), PATCH, PUT (single-row upsert) and DELETE on a table or view. */
export async function handleWrite(req: RestRequest, tableName: string): Promise<Response> {
  const method = req.method as WriteMethod;
  let payload: Payload | undefined;
  if (method !== 'DELETE') {
    assertJsonContentType(req.request.headers.get('content-type'));
    payload = parsePayload(req.body, req.query.columns);
    if (method === 'PUT' && payload.isArray && payload.rows !== 1) {
      throw new RestError(
        400,
        'PGRST115',
        'Payload values do not match URL in primary key column(s)',
      );
    }
  }
  const plan = await withSchemaCache(req, (cache) => planWrite(req, cache, tableName, payload));
  const representation = plan.representation;
  const trackInserted =
    !plan.table.isView &&
    (method === 'PUT' || (method === 'POST' && req.preferences.resolution === 'merge-duplicates'));
  const returning: Returning = { columns: returnedColumns(plan, method, req), trackInserted };

  const params = new Params();
  const source = mutationSql(req, method, plan, payload, params, returning);
  const extras: Record<string, string> = {};
  if (trackInserted)
    extras.inserted = 'SELECT pg_catalog.count(*) FROM pgrst_source WHERE pgrst_inserted';
  const wantsLocation =
    method === 'POST' &&
    req.preferences.return === 'headers-only' &&
    plan.table.primaryKey.length > 0;
  if (wantsLocation) extras.location = locationSql(plan.table);
  const sql = statementSql({
    source,
    page: representation ? nodeSelectSql(representation, params) : 'SELECT * FROM pgrst_source',
    body: {
      format: representation ? req.media.format : 'none',
      single: req.media.single,
      scalar: false,
      bare: false,
      stripNulls: req.media.stripNulls,
    },
    extras,
  });

  const checkRow = (row: StatementRow) => {
    const affected = Number(row.page_total);
    if (req.media.single && affected !== 1) throw singularityError(affected);
    if (method === 'PUT' && affected !== 1) {
      throw new RestError(
        400,
        'PGRST115',
        'Payload values do not match URL in primary key column(s)',
      );
    }
    const max = req.preferences.maxAffected;
    if (
      (method === 'PATCH' || method === 'DELETE') &&
      req.preferences.handling === 'strict' &&
      max !== undefined &&
      affected > max
    ) {
      throw maxAffectedViolation(affected);
    }
  };
  const row = await runStatement(req, plan.cache, sql, params.values, {
    readOnly: false,
    check: checkRow,
  });
  return writeResponse(req, method, plan, row, tableName);
}

function writeResponse(
  req: RestRequest,
  method: WriteMethod,
  plan: WritePlan,
  row: StatementRow,
  tableName: string,
): Response {
  const affected = Number(row.page_total);
  // Like PostgREST, writes report a count for exact/estimated only (planned needs EXPLAIN).
  const count =
    req.preferences.count === 'exact' || req.preferences.count === 'estimated'
      ? affected
      : undefined;
  const represent = req.preferences.return === 'representation';
  const headers = baseHeaders(req, represent ? req.media.contentType : undefined);
  let status: number;
  if (method === 'POST') {
    const inserted = row.inserted === undefined ? affected : Number(row.inserted);
    status = inserted <= 0 && req.preferences.resolution === 'merge-duplicates' ? 200 : 201;
    headers.set('content-range', contentRange(1, 0, count));
    const location = locationHeader(tableName, row.location);
    if (location) headers.set('location', location);
  } else if (method === 'PUT') {
    status = represent ? (Number(row.inserted) > 0 ? 201 : 200) : 204;
  } else {
    status = represent ? 200 : 204;
    headers.set(
      'content-range',
      method === 'PATCH' ? contentRange(0, affected - 1, count) : contentRange(1, 0, count),
    );
  }
  const hasConflictTarget = plan.table.primaryKey.length > 0 || req.query.onConflict !== undefined;
  const applied = preferenceApplied(req.preferences, {
    resolution: method === 'POST' && hasConflictTarget,
    missing: method === 'POST' || method === 'PATCH',
    return: true,
    maxAffected: method === 'PATCH' || method === 'DELETE',
  });
  if (applied) headers.set('preference-applied', applied);
  const finalStatus = applyResponseGucs(status, headers, row.response_status, row.response_headers);
  return restResponse(finalStatus, headers, represent && req.method !== 'HEAD' ? row.body : null);
}
