/**
 * The parsed form of a PostgREST request's query string (select, filters, logic trees, order,
 * ranges). Pure data: the planner resolves names against the schema cache afterwards.
 */

/** One `->`/`->>` step of a JSON path; `index` steps address array elements (`->0`). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column reference, optionally followed by a JSON path: `data->a->>b`. */
export interface FieldPath {
  name: string;
  json: JsonStep[];
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min';

/** `amount.sum()::text`: the aggregate applied to the (cast) field, then its own cast. */
export interface SelectAggregate {
  fn: AggregateFunction;
  cast?: string;
}

export interface SelectField {
  kind: 'field';
  /** `name` is `*` for a star, and for `count()` (which counts rows). */
  field: FieldPath;
  alias?: string;
  cast?: string;
  aggregate?: SelectAggregate;
}

export interface SelectEmbed {
  kind: 'embed';
  /** Table, foreign key constraint or column name that names the relationship. */
  name: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = SelectField | SelectEmbed;

export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj';

export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; config?: string; value: string };

export interface OpExpr {
  negated: boolean;
  operation: Operation;
}

export interface Filter {
  field: FieldPath;
  expr: OpExpr;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'group'; op: 'and' | 'or'; negated: boolean; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `order=relation(column)`: ordering by a to-one embed's column. */
  relation?: string;
  field: FieldPath;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** `offset` rows skipped, at most `limit` rows returned (undefined: no limit). */
export interface RowRange {
  offset: number;
  limit?: number;
}

/** Names of nested embeds leading to the resource a parameter applies to; [] is the root. */
export type EmbedPath = string[];

export interface QueryRequest {
  select: SelectItem[];
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  ranges: { path: EmbedPath; range: RowRange }[];
  columns?: string[];
  onConflict?: string[];
  /** Parameters that are neither reserved nor filters: RPC arguments on GET. */
  params: [string, string][];
  /** The query string sorted by key, for Content-Location. */
  canonical: string;
}
