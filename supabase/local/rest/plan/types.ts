import type { JsonStep, OpExpr, RowRange, SelectAggregate } from '../grammar/ast.ts';
import type { Column, Relationship } from '../schema/types.ts';

/** The relation a read node selects from: a table/view, or the rows of a write or function call. */
export interface SourceRelation {
  schema: string;
  /** Table (or function) name; used in messages and relationship lookups. */
  name: string;
  columns: Map<string, Column>;
  columnOrder: string[];
  /** SQL for the FROM item; defaults to the qualified table name. */
  fromSql?: string;
  /** List columns explicitly instead of `alias.*` (rows of a write carry helper columns). */
  explicitStar?: boolean;
  /** Whether relationships of `schema.name` may be embedded. */
  embeddable: boolean;
}

/** A column (or computed field) reference with its JSON path, resolved against a relation. */
export interface ResolvedField {
  name: string;
  json: JsonStep[];
  column: Column;
  /** Set for computed fields: `schema.function(row)`. */
  computed?: { schema: string; name: string };
}

export type PlanSelectItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      field: ResolvedField;
      outputName: string;
      cast?: string;
      aggregate?: SelectAggregate;
    }
  /** `count()`: the number of rows (of the group). */
  | { kind: 'countRows'; outputName: string; cast?: string };

/** Whether the node aggregates: then its other selected values are its GROUP BY. */
export function aggregates(node: ReadNode): boolean {
  return node.select.some(
    (item) => item.kind === 'countRows' || (item.kind === 'field' && item.aggregate !== undefined),
  );
}

export type PlanCondition =
  | { kind: 'filter'; field: ResolvedField; expr: OpExpr }
  | { kind: 'embedExists'; child: ReadNode; exists: boolean }
  | { kind: 'group'; op: 'and' | 'or'; negated: boolean; children: PlanCondition[] };

export interface PlanOrderTerm {
  field: ResolvedField;
  /** For `order=relation(column)`: the to-one embed the column belongs to. */
  child?: ReadNode;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ReadNode {
  source: SourceRelation;
  /** SQL alias of this node's relation. */
  alias: string;
  /**
   * What PostgREST's SQL calls this relation (`<table>_<depth>` for an embed), so an unknown
   * column is reported as PostgreSQL reports it to PostgREST (`column messages_1.sum …`).
   */
  sqlName: string;
  /** The name used in `select` (relation, constraint or column) and its alias. */
  name: string;
  selectAlias?: string;
  /** How this node hangs off its parent (undefined for the root). */
  relationship?: Relationship;
  joinType: 'inner' | 'left';
  spread: boolean;
  /** True when the embed was written with an empty select (`table()`): filter only, no output. */
  hidden: boolean;
  select: PlanSelectItem[];
  children: ReadNode[];
  where: PlanCondition[];
  order: PlanOrderTerm[];
  range?: RowRange;
}

export function isToOne(relationship: Relationship | undefined): boolean {
  return relationship?.cardinality === 'm2o' || relationship?.cardinality === 'o2o';
}

/** The key of this node's value in its parent's JSON. */
export function outputNameOf(node: ReadNode): string {
  return node.selectAlias ?? node.name;
}
