import { rangeNotSatisfiable, singularityError } from '../errors.ts';
import { planRead, tableSource } from '../plan/read-plan.ts';
import { preferenceApplied } from '../prefer.ts';
import { applyResponseGucs, readRangeStatus, restResponse } from '../response.ts';
import { Params } from '../sql/fragments.ts';
import { countSql, nodeSelectSql } from '../sql/read-sql.ts';
import { statementSql } from '../sql/statement.ts';
import {
  baseHeaders,
  type RestRequest,
  runStatement,
  topLevelRange,
  withSchemaCache,
} from './context.ts';
import { lookupTable } from './table-lookup.ts';

/** GET/HEAD on a table or view: one read-only statement for the page, its count and JSON. */
export async function handleRead(req: RestRequest, tableName: string): Promise<Response> {
  const range = topLevelRange(req, req.stack.config.api.maxRows);
  const { plan, cache } = await withSchemaCache(req, (cache) => {
    const table = lookupTable(cache, req.schema, tableName);
    const plan = planRead(req.query, {
      cache,
      schema: req.schema,
      source: tableSource(table),
      rootAlias: table.name,
      rootConditions: true,
      embeddedOrderAndRange: true,
    });
    return { plan, cache };
  });
  plan.range = range;

  const params = new Params();
  const wantsCount = req.preferences.count !== undefined;
  const sql = statementSql({
    page: nodeSelectSql(plan, params),
    ...(wantsCount ? { count: countSql(plan, params) } : {}),
    body: {
      format: req.method === 'HEAD' ? 'none' : req.media.format,
      single: req.media.single,
      scalar: false,
      bare: false,
      stripNulls: req.media.stripNulls,
    },
  });
  const row = await runStatement(req, cache, sql, params.values, { readOnly: true });

  const pageTotal = Number(row.page_total);
  const total = row.total_result_set === null ? undefined : Number(row.total_result_set);
  if (req.media.single && pageTotal !== 1) throw singularityError(pageTotal);
  const { status, range: rangeHeader } = readRangeStatus(range.offset, pageTotal, total);
  if (status === 416) {
    const error = rangeNotSatisfiable(
      `An offset of ${range.offset} was requested, but there are only ${total ?? 0} rows.`,
    );
    error.headers['content-range'] = rangeHeader;
    throw error;
  }
  const headers = baseHeaders(req, req.media.contentType);
  headers.set('content-range', rangeHeader);
  headers.set(
    'content-location',
    `/${tableName}${req.query.canonical ? `?${req.query.canonical}` : ''}`,
  );
  const applied = preferenceApplied(req.preferences, {});
  if (applied) headers.set('preference-applied', applied);
  const finalStatus = applyResponseGucs(status, headers, row.response_status, row.response_headers);
  return restResponse(finalStatus, headers, row.body);
}
