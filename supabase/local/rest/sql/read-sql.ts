import type { PlanCondition, PlanOrderTerm, PlanSelectItem, ReadNode } from '../plan/types.ts';
import { aggregates, isToOne, outputNameOf } from '../plan/types.ts';
import { fieldSql, filterSql } from './filter-sql.ts';
import { ident, type Params, qualified } from './fragments.ts';

function fromItem(node: ReadNode): string {
  return `${node.source.fromSql ?? qualified(node.source.schema, node.source.name)} AS ${ident(node.alias)}`;
}

/** Conditions tying a child's rows to its parent row (and the junction FROM item for many-to-many). */
function joinConditions(
  child: ReadNode,
  parentAlias: string,
): { extraFrom: string; conditions: string[] } {
  const relationship = child.relationship;
  if (!relationship) return { extraFrom: '', conditions: [] };
  const childAlias = ident(child.alias);
  const parent = ident(parentAlias);
  const junction = relationship.junction;
  if (junction) {
    const junctionAlias = ident(`${child.alias}_junction`);
    return {
      extraFrom: `, ${qualified(junction.schema, junction.table)} AS ${junctionAlias}`,
      conditions: [
        ...junction.targetColumns.map(
          ([target, column]) =>
            `${junctionAlias}.${ident(column)} = ${childAlias}.${ident(target)}`,
        ),
        ...junction.sourceColumns.map(
          ([source, column]) => `${junctionAlias}.${ident(column)} = ${parent}.${ident(source)}`,
        ),
      ],
    };
  }
  return {
    extraFrom: '',
    conditions: relationship.columns.map(
      ([column, foreignColumn]) =>
        `${childAlias}.${ident(foreignColumn)} = ${parent}.${ident(column)}`,
    ),
  };
}

/** `EXISTS (…)`: does the child have a (matching) row for this parent row? */
function existsSql(child: ReadNode, parentAlias: string, params: Params): string {
  const { extraFrom, conditions } = joinConditions(child, parentAlias);
  const all = [...conditions, ...whereConditions(child, params)];
  return `EXISTS (SELECT 1 FROM ${fromItem(child)}${extraFrom}${all.length ? ` WHERE ${all.join(' AND ')}` : ''})`;
}

function conditionSql(node: ReadNode, condition: PlanCondition, params: Params): string {
  switch (condition.kind) {
    case 'filter':
      return filterSql(condition.field, condition.expr, node.alias, params);
    case 'embedExists':
      return `${condition.exists ? '' : 'NOT '}${existsSql(condition.child, node.alias, params)}`;
    case 'group': {
      const parts = condition.children.map((child) => conditionSql(node, child, params));
      const joined = `(${parts.join(condition.op === 'and' ? ' AND ' : ' OR ')})`;
      return condition.negated ? `NOT ${joined}` : joined;
    }
  }
}

/**
 * The node's own WHERE conditions. Inner embeds become EXISTS tests here rather than joins, so
 * the same conditions serve the page query and the exact count (PostgREST does the same for counts).
 */
export function whereConditions(node: ReadNode, params: Params): string[] {
  return [
    ...node.where.map((condition) => conditionSql(node, condition, params)),
    ...node.children
      .filter((child) => child.joinType === 'inner')
      .map((child) => existsSql(child, node.alias, params)),
  ];
}

function orderTermSql(node: ReadNode, term: PlanOrderTerm, params: Params): string {
  let expression: string;
  if (term.child) {
    // Order by a to-one embed's column: a scalar subquery, whatever the embed selects.
    const { extraFrom, conditions } = joinConditions(term.child, node.alias);
    const all = [...conditions, ...whereConditions(term.child, params)];
    expression = `(SELECT ${fieldSql(term.field, term.child.alias, params)} FROM ${fromItem(term.child)}${extraFrom} WHERE ${all.join(' AND ')} LIMIT 1)`;
  } else {
    expression = fieldSql(term.field, node.alias, params);
  }
  const direction = term.direction ? ` ${term.direction.toUpperCase()}` : '';
  const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : '';
  return `${expression}${direction}${nulls}`;
}

/** One output column of a node's SELECT; `grouped` ones form its GROUP BY when it aggregates. */
interface OutputColumn {
  sql: string;
  grouped: boolean;
}

function withCast(expression: string, cast: string | undefined): string {
  return cast ? `CAST(${expression} AS ${cast})` : expression;
}

function starColumns(node: ReadNode, explicit: boolean): string[] {
  if (!explicit) return [`${ident(node.alias)}.*`];
  return node.source.columnOrder.map((column) => `${ident(node.alias)}.${ident(column)}`);
}

function selectItemSql(node: ReadNode, item: PlanSelectItem, params: Params): OutputColumn[] {
  switch (item.kind) {
    case 'star':
      // A grouped node lists its columns, so each one is a GROUP BY term (as PostgREST expands `*`).
      return starColumns(node, node.source.explicitStar === true || aggregates(node)).map(
        (sql) => ({ sql, grouped: true }),
      );
    case 'countRows':
      return [
        {
          sql: `${withCast('pg_catalog.count(*)', item.cast)} AS ${ident(item.outputName)}`,
          grouped: false,
        },
      ];
    case 'field': {
      const value = withCast(fieldSql(item.field, node.alias, params), item.cast);
      const aggregate = item.aggregate;
      const expression = aggregate
        ? withCast(`pg_catalog.${aggregate.fn}(${value})`, aggregate.cast)
        : value;
      return [{ sql: `${expression} AS ${ident(item.outputName)}`, grouped: !aggregate }];
    }
  }
}

/** The output names of a node's subquery, for listing a spread's columns one by one. */
function outputNames(node: ReadNode): string[] {
  const names = node.select.flatMap((item) =>
    item.kind === 'star' ? node.source.columnOrder : [item.outputName],
  );
  for (const child of node.children) {
    if (child.hidden) continue;
    names.push(...(child.spread ? outputNames(child) : [outputNameOf(child)]));
  }
  return names;
}

function embedJoinSql(
  node: ReadNode,
  child: ReadNode,
  params: Params,
): { select: OutputColumn[]; join: string } {
  const alias = ident(child.alias);
  const subquery = nodeSelectSql(child, params, node.alias);
  // In a grouped node each embed is a GROUP BY term: jsonb, since json has no equality.
  const grouped = aggregates(node);
  const asGroupable = (json: string) => (grouped ? `${json}::jsonb` : json);
  if (isToOne(child.relationship)) {
    if (child.spread) {
      const columns = grouped
        ? outputNames(child).map((name) => `${alias}.${ident(name)}`)
        : [`${alias}.*`];
      return {
        select: columns.map((sql) => ({ sql, grouped: true })),
        join: `LEFT JOIN LATERAL (${subquery}) AS ${alias} ON TRUE`,
      };
    }
    return {
      select: [
        {
          sql: `${asGroupable(`row_to_json(${alias}.*)`)} AS ${ident(outputNameOf(child))}`,
          grouped: true,
        },
      ],
      join: `LEFT JOIN LATERAL (${subquery}) AS ${alias} ON TRUE`,
    };
  }
  if (child.spread) {
    // PostgREST 13: each column of a to-many spread is the array of its values.
    const names = outputNames(child);
    const arrays = names.map(
      (name) => `COALESCE(json_agg(${alias}.${ident(name)}), '[]') AS ${ident(name)}`,
    );
    return {
      select: names.map((name) => ({
        sql: `${asGroupable(`${alias}.${ident(name)}`)} AS ${ident(name)}`,
        grouped: true,
      })),
      join: `LEFT JOIN LATERAL (SELECT ${arrays.length ? arrays.join(', ') : 'NULL'} FROM (${subquery}) AS ${alias}) AS ${alias} ON TRUE`,
    };
  }
  return {
    select: [
      {
        sql: `${asGroupable(`COALESCE(${alias}.${alias}, '[]')`)} AS ${ident(outputNameOf(child))}`,
        grouped: true,
      },
    ],
    join: `LEFT JOIN LATERAL (SELECT json_agg(${alias}) AS ${alias} FROM (${subquery}) AS ${alias}) AS ${alias} ON TRUE`,
  };
}

/** `GROUP BY` the positions of the non-aggregated columns, so no expression is written twice. */
function groupBySql(node: ReadNode, columns: OutputColumn[]): string {
  if (!aggregates(node)) return '';
  const positions = columns.flatMap((column, index) => (column.grouped ? [index + 1] : []));
  return positions.length ? `GROUP BY ${positions.join(', ')}` : '';
}

export function limitOffsetSql(range: { offset: number; limit?: number } | undefined): string {
  if (!range) return '';
  const limit = range.limit !== undefined ? ` LIMIT ${Math.trunc(range.limit)}` : '';
  const offset = range.offset > 0 ? ` OFFSET ${Math.trunc(range.offset)}` : '';
  return `${limit}${offset}`;
}

/** The SELECT of one node: its columns, its embeds as lateral joins, filters, order, range. */
export function nodeSelectSql(node: ReadNode, params: Params, parentAlias?: string): string {
  const columns = node.select.flatMap((item) => selectItemSql(node, item, params));
  const joins: string[] = [];
  for (const child of node.children) {
    const embed = embedJoinSql(node, child, params);
    if (!child.hidden) columns.push(...embed.select);
    joins.push(embed.join);
  }
  const { extraFrom, conditions } =
    parentAlias !== undefined
      ? joinConditions(node, parentAlias)
      : { extraFrom: '', conditions: [] };
  const where = [...conditions, ...whereConditions(node, params)];
  const order = node.order.map((term) => orderTermSql(node, term, params));
  return [
    `SELECT ${columns.length ? columns.map((column) => column.sql).join(', ') : 'NULL'}`,
    `FROM ${fromItem(node)}${extraFrom}`,
    ...joins,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    groupBySql(node, columns),
    order.length ? `ORDER BY ${order.join(', ')}` : '',
    limitOffsetSql(node.range),
  ]
    .filter(Boolean)
    .join(' ');
}

/** `SELECT count(*)` of the root's rows matching its conditions, ignoring range and embeds' output. */
export function countSql(node: ReadNode, params: Params): string {
  const where = whereConditions(node, params);
  return `SELECT pg_catalog.count(*) FROM ${fromItem(node)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

/**
 * Physical ids of the root rows a limited PATCH/DELETE touches (`?order=…&limit=…`): the matching
 * rows in order, paged. Only tables have ctids; a view answers PostgreSQL's 42703.
 */
export function rowIdsSql(node: ReadNode, params: Params): string {
  const where = whereConditions(node, params);
  const order = node.order.map((term) => orderTermSql(node, term, params));
  return [
    `SELECT ${ident(node.alias)}.ctid FROM ${fromItem(node)}`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    order.length ? `ORDER BY ${order.join(', ')}` : '',
    limitOffsetSql(node.range),
  ]
    .filter(Boolean)
    .join(' ');
}
