import type {
  EmbedPath,
  LogicTree,
  OrderTerm,
  QueryRequest,
  SelectField,
  SelectItem,
} from '../grammar/ast.ts';
import { notEmbedded, RestError } from '../errors.ts';
import type { SchemaCache, Table } from '../schema/types.ts';
import { qualifiedKey } from '../schema/types.ts';
import { findRelationship } from './find-relationship.ts';
import { defaultOutputName, resolveField, validateCast } from './resolve-field.ts';
import type {
  PlanCondition,
  PlanOrderTerm,
  PlanSelectItem,
  ReadNode,
  SourceRelation,
} from './types.ts';
import { aggregates, isToOne, outputNameOf } from './types.ts';

export interface ReadPlanOptions {
  cache: SchemaCache;
  schema: string;
  source: SourceRelation;
  rootAlias: string;
  /** Root filters, logic, order and range: off for the representation of written rows. */
  rootConditions: boolean;
  /** Embedded order/limit/offset (PostgREST ignores them on writes). */
  embeddedOrderAndRange: boolean;
}

/** A table or view as the relation a read node selects from. */
export function tableSource(table: Table): SourceRelation {
  return {
    schema: table.schema,
    name: table.name,
    columns: table.columns,
    columnOrder: table.columnOrder,
    embeddable: true,
  };
}

interface PlanContext {
  cache: SchemaCache;
  schema: string;
  nextAlias: number;
  /** How deep the embed being planned sits (the root's embeds are 1). */
  depth: number;
}

/**
 * PostgREST names an embed's subquery `<parent>_<embed>_<depth>` after its output name, so two
 * embeds of one level with the same name (`users!a(*), users!b(*)` without aliases) make
 * PostgreSQL refuse the query (42712, 400). Answering it the same way keeps a client from
 * relying on a query hosted Supabase refuses; aliases tell the two apart.
 */
function refuseDuplicateEmbed(node: ReadNode, outputName: string, depth: number): void {
  const taken = node.children.some((child) => (child.selectAlias ?? child.name) === outputName);
  if (!taken) return;
  const parent = node.selectAlias ?? node.name;
  throw new RestError(
    400,
    '42712',
    `table name "${parent}_${outputName}_${depth}" specified more than once`,
  );
}

/** PGRST123 unless the authenticator role enables aggregates, as PostgREST's config does. */
function allowAggregate(context: PlanContext): void {
  if (!context.cache.aggregatesEnabled) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
}

function countRows(context: PlanContext, item: SelectField): PlanSelectItem {
  const counted: PlanSelectItem = { kind: 'countRows', outputName: item.alias ?? 'count' };
  const cast = item.aggregate?.cast;
  if (cast) counted.cast = validateCast(context.cache, cast);
  return counted;
}

function selectField(context: PlanContext, node: ReadNode, item: SelectField): PlanSelectItem {
  if (item.field.name === '*' && item.field.json.length === 0) {
    if (!item.aggregate) return { kind: 'star' };
    allowAggregate(context);
    return countRows(context, item);
  }
  const column = item.field.json.length === 0 && !item.aggregate ? item.field.name : undefined;
  // `embed(count)` (no parentheses) is PostgreSQL's `alias.count`, i.e. count(alias): PostgREST
  // passes it through, so it counts rows even where aggregates are off.
  if (column === 'count' && !hasField(context, node, column)) return countRows(context, item);
  const field = resolveField(context.cache, node.source, item.field, node.sqlName);
  const aggregate = item.aggregate;
  if (aggregate) allowAggregate(context);
  const selected: PlanSelectItem = {
    kind: 'field',
    field,
    // PostgreSQL names an aggregate's column after the function (`sum`), cast or not.
    outputName: item.alias ?? aggregate?.fn ?? defaultOutputName(item.field),
  };
  if (item.cast) selected.cast = validateCast(context.cache, item.cast);
  if (aggregate) {
    selected.aggregate = { fn: aggregate.fn };
    if (aggregate.cast) selected.aggregate.cast = validateCast(context.cache, aggregate.cast);
  }
  return selected;
}

function hasField(context: PlanContext, node: ReadNode, name: string): boolean {
  try {
    resolveField(context.cache, node.source, { name, json: [] });
    return true;
  } catch {
    return false;
  }
}

function buildNode(context: PlanContext, node: ReadNode, items: SelectItem[]): ReadNode {
  for (const item of items) {
    if (item.kind === 'field') {
      node.select.push(selectField(context, node, item));
      continue;
    }
    if (!node.source.embeddable) {
      throw noRelationship(context, node.source.name, item.name);
    }
    const relationship = findRelationship(
      context.cache,
      context.schema,
      node.source.name,
      item.name,
      item.hint,
    );
    const table = context.cache.tables.get(
      qualifiedKey(relationship.schema, relationship.foreignTable),
    );
    if (!table) throw noRelationship(context, node.source.name, item.name);
    refuseDuplicateEmbed(node, item.alias ?? item.name, context.depth + 1);
    context.nextAlias += 1;
    const child: ReadNode = {
      source: tableSource(table),
      alias: `pgrst_${context.nextAlias}`,
      // PostgREST aliases an embed `<table>_<depth>`, except through a junction (many-to-many).
      sqlName: relationship.junction ? table.name : `${table.name}_${context.depth + 1}`,
      name: item.name,
      relationship,
      joinType: item.joinType ?? 'left',
      spread: item.spread,
      hidden: item.items.length === 0,
      select: [],
      children: [],
      where: [],
      order: [],
    };
    if (item.alias !== undefined) child.selectAlias = item.alias;
    context.depth += 1;
    node.children.push(refuseToManySpreadAggregate(buildNode(context, child, item.items)));
    context.depth -= 1;
  }
  return node;
}

/**
 * A spread on a to-many relationship gives each column as an array (PostgREST 13); aggregates
 * inside one are refused as PostgREST refuses them.
 */
function refuseToManySpreadAggregate(child: ReadNode): ReadNode {
  if (child.spread && !isToOne(child.relationship) && aggregates(child)) {
    throw new RestError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Aggregates are not implemented for one-to-many or many-to-many spreads.',
    );
  }
  return child;
}

/** PGRST200 for a relation whose rows cannot embed anything (a function result, a missing table). */
function noRelationship(context: PlanContext, origin: string, target: string): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}' in the schema '${context.schema}', but no matches were found.`,
  );
}

function childNamed(node: ReadNode, name: string): ReadNode | undefined {
  return node.children.find((child) => child.name === name || child.selectAlias === name);
}

function nodeAt(root: ReadNode, path: EmbedPath): ReadNode {
  let node = root;
  for (const name of path) {
    const next = childNamed(node, name);
    if (!next) throw notEmbedded(name);
    node = next;
  }
  return node;
}

function resolveTree(context: PlanContext, node: ReadNode, tree: LogicTree): PlanCondition {
  if (tree.kind === 'group') {
    return {
      kind: 'group',
      op: tree.op,
      negated: tree.negated,
      children: tree.children.map((child) => resolveTree(context, node, child)),
    };
  }
  const { field, expr } = tree.filter;
  // `embed=is.null` / `embed=not.is.null` filter the parent by whether the embed has rows.
  const embedded =
    field.json.length === 0
      ? node.children.find((child) => outputNameOf(child) === field.name)
      : undefined;
  if (embedded) {
    if (expr.operation.kind !== 'is' || expr.operation.value !== 'null') {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${embedded.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    return { kind: 'embedExists', child: embedded, exists: expr.negated };
  }
  return {
    kind: 'filter',
    field: resolveField(context.cache, node.source, field, node.sqlName),
    expr,
  };
}

function resolveOrder(context: PlanContext, node: ReadNode, term: OrderTerm): PlanOrderTerm {
  // A related order (`order=alias(column)`) names a column of the embed, not of this node.
  if (term.relation === undefined) {
    const resolved: PlanOrderTerm = { field: resolveField(context.cache, node.source, term.field) };
    return withDirection(resolved, term);
  }
  const child = childNamed(node, term.relation);
  if (!child) throw notEmbedded(term.relation);
  if (!isToOne(child.relationship)) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${term.relation}' is not possible`,
      `'${node.source.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  const resolved: PlanOrderTerm = {
    child,
    field: resolveField(context.cache, child.source, term.field),
  };
  return withDirection(resolved, term);
}

function withDirection(resolved: PlanOrderTerm, term: OrderTerm): PlanOrderTerm {
  if (term.direction) resolved.direction = term.direction;
  if (term.nulls) resolved.nulls = term.nulls;
  return resolved;
}

/**
 * Turns the parsed query into a tree of read nodes: the root relation and its embeds, each with
 * its resolved columns, relationship, filters, order and range. Unknown names fail here, before
 * any SQL is built.
 */
export function planRead(request: QueryRequest, options: ReadPlanOptions): ReadNode {
  const context: PlanContext = {
    cache: options.cache,
    schema: options.schema,
    nextAlias: 0,
    depth: 0,
  };
  const root = buildNode(
    context,
    {
      source: options.source,
      alias: options.rootAlias,
      sqlName: options.source.name,
      name: options.source.name,
      joinType: 'left',
      spread: false,
      hidden: false,
      select: [],
      children: [],
      where: [],
      order: [],
    },
    request.select,
  );
  if (root.select.length === 0 && root.children.length === 0) root.select.push({ kind: 'star' });

  const applies = (path: EmbedPath) => (path.length === 0 ? options.rootConditions : true);
  for (const { path, filter } of request.filters) {
    if (!applies(path)) continue;
    const node = nodeAt(root, path);
    node.where.push(resolveTree(context, node, { kind: 'filter', filter }));
  }
  for (const { path, tree } of request.logic) {
    if (!applies(path)) continue;
    const node = nodeAt(root, path);
    node.where.push(resolveTree(context, node, tree));
  }
  for (const { path, terms } of request.order) {
    if (path.length === 0 ? !options.rootConditions : !options.embeddedOrderAndRange) continue;
    const node = nodeAt(root, path);
    node.order = terms.map((term) => resolveOrder(context, node, term));
  }
  for (const { path, range } of request.ranges) {
    if (path.length === 0 ? !options.rootConditions : !options.embeddedOrderAndRange) continue;
    nodeAt(root, path).range = range;
  }
  return root;
}
