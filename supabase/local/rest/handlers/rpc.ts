import {
  invalidBody,
  maxAffectedViolation,
  RestError,
  rangeNotSatisfiable,
  singularityError,
} from '../errors.ts';
import { assertJsonContentType } from '../payload.ts';
import { findRoutine, takesRawBody, takesSingleJson } from '../plan/find-routine.ts';
import { planRead } from '../plan/read-plan.ts';
import type { ReadNode, SourceRelation } from '../plan/types.ts';
import { preferenceApplied } from '../prefer.ts';
import { applyResponseGucs, readRangeStatus, restResponse } from '../response.ts';
import type { Routine, SchemaCache } from '../schema/types.ts';
import { qualifiedKey } from '../schema/types.ts';
import { Params } from '../sql/fragments.ts';
import { countSql, limitOffsetSql, nodeSelectSql } from '../sql/read-sql.ts';
import { type CallArguments, callSql, returnsScalar } from '../sql/rpc-sql.ts';
import { statementSql } from '../sql/statement.ts';
import {
  baseHeaders,
  type RestRequest,
  runStatement,
  topLevelRange,
  withSchemaCache,
} from './context.ts';

interface CallInput {
  keys: string[];
  /** JSON object of the arguments (the body on POST, the query parameters on GET). */
  json: string;
  jsonBody: boolean;
}

function callInput(req: RestRequest): CallInput {
  if (req.method === 'POST') {
    assertJsonContentType(req.request.headers.get('content-type'));
    // No body at all is a call without arguments.
    const json = req.body.trim() === '' ? '{}' : req.body;
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw invalidBody('Empty or invalid json');
    }
    // Only an object names arguments; any other JSON can still go to a single json parameter.
    const keys =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.keys(value)
        : [];
    return { keys: req.query.columns ?? keys, json, jsonBody: true };
  }
  // GET/HEAD: every non-filter parameter is an argument; a repeated one becomes an array.
  const args: Record<string, string | string[]> = {};
  for (const [key, value] of req.query.params) {
    const previous = args[key];
    args[key] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return { keys: Object.keys(args), json: JSON.stringify(args), jsonBody: false };
}

function resultSource(cache: SchemaCache, routine: Routine): SourceRelation {
  const columns = routine.resultColumns ?? [];
  const table = routine.resultTable
    ? cache.tables.get(qualifiedKey(routine.resultTable.schema, routine.resultTable.name))
    : undefined;
  return {
    schema: routine.schema,
    name: table?.name ?? routine.name,
    columns: table?.columns ?? new Map(columns.map((column) => [column.name, column])),
    columnOrder: table?.columnOrder ?? columns.map((column) => column.name),
    fromSql: 'pgrst_source',
    embeddable: table !== undefined,
  };
}

function callArguments(req: RestRequest, routine: Routine, input: CallInput): CallArguments {
  const [only] = routine.params;
  if (
    only &&
    ((takesSingleJson(routine) && req.preferences.params === 'single-object') ||
      (takesRawBody(routine) && input.jsonBody))
  ) {
    return { kind: 'single', param: only, json: input.json };
  }
  return {
    kind: 'named',
    params: routine.params.filter((param) => input.keys.includes(param.name)),
    json: input.json,
  };
}

/** POST/GET/HEAD `/rpc/fn`: one call, its rows filtered/ordered/paged like a table read. */
export async function handleRpc(req: RestRequest, name: string): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${req.method} method on RPC`);
  }
  const input = callInput(req);
  const maxAffected =
    req.preferences.handling === 'strict' ? req.preferences.maxAffected : undefined;
  const range = topLevelRange(req, req.stack.config.api.maxRows);
  const { cache, routine, plan } = await withSchemaCache(req, (cache) => {
    const routine = findRoutine(cache, req.schema, name, {
      keys: input.keys,
      jsonBody: input.jsonBody,
      singleObject: req.preferences.params === 'single-object',
    });
    const plan: ReadNode | undefined = returnsScalar(routine)
      ? undefined
      : planRead(req.query, {
          cache,
          schema: req.schema,
          source: resultSource(cache, routine),
          rootAlias: 'pgrst_call',
          rootConditions: true,
          embeddedOrderAndRange: true,
        });
    return { cache, routine, plan };
  });

  if (maxAffected !== undefined && !routine.returnsSet) {
    // PostgREST counts a function's affected rows by the rows it returns: only SETOF/TABLE can.
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const params = new Params();
  const source = callSql(routine, callArguments(req, routine, input), params);
  if (plan) plan.range = range;
  const wantsCount = req.preferences.count !== undefined;
  const page = plan
    ? nodeSelectSql(plan, params)
    : `SELECT pgrst_source.pgrst_scalar FROM pgrst_source${limitOffsetSql(range)}`;
  const count = wantsCount
    ? plan
      ? countSql(plan, params)
      : 'SELECT pg_catalog.count(*) FROM pgrst_source'
    : undefined;
  const sql = statementSql({
    source,
    page,
    ...(count ? { count } : {}),
    body: {
      format: req.method === 'HEAD' || routine.returnsVoid ? 'none' : req.media.format,
      single: req.media.single,
      scalar: !plan,
      bare: !routine.returnsSet,
      stripNulls: req.media.stripNulls,
    },
  });
  // Like PostgREST, STABLE/IMMUTABLE functions (and every GET) run in a read-only transaction.
  const readOnly = req.method !== 'POST' || routine.volatility !== 'volatile';
  const row = await runStatement(req, cache, sql, params.values, {
    readOnly,
    check: (result) => {
      const rows = Number(result.page_total);
      if (req.media.single && rows !== 1) throw singularityError(rows);
      if (maxAffected !== undefined && rows > maxAffected) throw maxAffectedViolation(rows);
    },
  });

  const pageTotal = Number(row.page_total);
  const total = row.total_result_set === null ? undefined : Number(row.total_result_set);
  const { status, range: rangeHeader } = readRangeStatus(range.offset, pageTotal, total);
  if (status === 416) {
    const error = rangeNotSatisfiable(
      `An offset of ${range.offset} was requested, but there are only ${total ?? 0} rows.`,
    );
    error.headers['content-range'] = rangeHeader;
    throw error;
  }
  const headers = baseHeaders(req, routine.returnsVoid ? undefined : req.media.contentType);
  headers.set('content-range', rangeHeader);
  const applied = preferenceApplied(req.preferences, { maxAffected: true, params: true });
  if (applied) headers.set('preference-applied', applied);
  const finalStatus = applyResponseGucs(
    routine.returnsVoid ? 204 : status,
    headers,
    row.response_status,
    row.response_headers,
  );
  return restResponse(finalStatus, headers, req.method === 'HEAD' ? null : row.body);
}
