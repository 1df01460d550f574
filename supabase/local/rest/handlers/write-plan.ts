import { columnNotFound, RestError } from '../errors.ts';
import type { QueryRequest } from '../grammar/ast.ts';
import type { Payload } from '../payload.ts';
import { planRead, tableSource } from '../plan/read-plan.ts';
import type { ReadNode } from '../plan/types.ts';
import type { Column, SchemaCache, Table } from '../schema/types.ts';
import type { RestRequest } from './context.ts';
import { lookupTable } from './table-lookup.ts';

export type WriteMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface WritePlan {
  cache: SchemaCache;
  table: Table;
  columns: Column[];
  /** Root filters of PATCH/DELETE/PUT, planned on the table itself. */
  filterNode: ReadNode;
  /** How written rows are returned (`select=` over `pgrst_source`), for return=representation. */
  representation?: ReadNode;
}

/** The root filters, order and range of a write: what selects the rows PATCH/DELETE touch. */
function rootOnly(query: QueryRequest): QueryRequest {
  const atRoot = <T extends { path: string[] }>(entries: T[]) =>
    entries.filter((entry) => entry.path.length === 0);
  return {
    ...query,
    select: [],
    filters: atRoot(query.filters),
    logic: atRoot(query.logic),
    order: atRoot(query.order),
    ranges: atRoot(query.ranges),
  };
}

/** Resolves a write's table, body columns, filters and representation against the schema cache. */
export function planWrite(
  req: RestRequest,
  cache: SchemaCache,
  tableName: string,
  payload: Payload | undefined,
): WritePlan {
  const table = lookupTable(cache, req.schema, tableName);
  const columns = (payload?.keys ?? []).map((key) => {
    const column = table.columns.get(key);
    if (!column) throw columnNotFound(table.name, key);
    return column;
  });
  for (const name of req.query.onConflict ?? []) {
    if (!table.columns.has(name)) throw columnNotFound(table.name, name);
  }
  const base = { cache, schema: req.schema, rootAlias: table.name };
  const filterNode = planRead(rootOnly(req.query), {
    ...base,
    source: tableSource(table),
    rootConditions: true,
    embeddedOrderAndRange: false,
  });
  const plan: WritePlan = { cache, table, columns, filterNode };
  if (req.preferences.return === 'representation') {
    plan.representation = planRead(req.query, {
      ...base,
      source: { ...tableSource(table), fromSql: 'pgrst_source', explicitStar: true },
      rootConditions: false,
      embeddedOrderAndRange: false,
    });
  }
  return plan;
}

/** Columns the write must return so the representation (and its embeds) can be built. */
export function returnedColumns(plan: WritePlan, method: WriteMethod, req: RestRequest): string[] {
  const needed = new Set<string>();
  const representation = plan.representation;
  if (representation) {
    if (representation.select.some((item) => item.kind === 'star')) return plan.table.columnOrder;
    for (const item of representation.select)
      if (item.kind === 'field' && !item.field.computed) needed.add(item.field.name);
    for (const child of representation.children) {
      const relationship = child.relationship;
      for (const [column] of relationship?.junction?.sourceColumns ?? relationship?.columns ?? [])
        needed.add(column);
    }
  }
  if (method === 'POST' && req.preferences.return === 'headers-only')
    for (const column of plan.table.primaryKey) needed.add(column);
  return plan.table.columnOrder.filter((column) => needed.has(column));
}

/** PUT: the URL must filter every primary key column with `eq` and nothing else. */
export function putKeyValues(req: RestRequest, table: Table): { column: Column; value: string }[] {
  if (req.query.ranges.some((entry) => entry.path.length === 0)) {
    throw new RestError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    );
  }
  const filters = req.query.filters
    .filter((entry) => entry.path.length === 0)
    .map((entry) => entry.filter);
  const names = filters.map((filter) => filter.field.name);
  const valid =
    table.primaryKey.length > 0 &&
    req.query.logic.length === 0 &&
    names.length === table.primaryKey.length &&
    table.primaryKey.every((column) => names.includes(column)) &&
    filters.every(
      (f) =>
        f.field.json.length === 0 &&
        !f.expr.negated &&
        f.expr.operation.kind === 'simple' &&
        f.expr.operation.op === 'eq' &&
        !f.expr.operation.quantifier,
    );
  if (!valid) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  return filters.map((filter) => {
    const operation = filter.expr.operation;
    const column = table.columns.get(filter.field.name);
    if (!column || operation.kind !== 'simple') throw new Error('unreachable: validated above');
    return { column, value: operation.value };
  });
}
