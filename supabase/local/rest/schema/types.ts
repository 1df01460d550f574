/** What the REST service knows about the exposed schemas, read from pg_catalog. */

export interface Column {
  name: string;
  /** `format_type` without modifiers (domains resolved to their base type): what filter values are cast to. */
  castType: string;
  /** The full declared type (`character varying(255)`), used to read JSON bodies. */
  declaredType: string;
  /** pg_type.typname of the (base) type: `jsonb`, `tsvector`, `_text` … */
  typeName: string;
  nullable: boolean;
  /** SQL expression of the column default (identity columns as `nextval(…)`), if any. */
  defaultExpr?: string;
}

export interface Table {
  schema: string;
  name: string;
  isView: boolean;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  columns: Map<string, Column>;
  /** Column names in declaration order. */
  columnOrder: string[];
  primaryKey: string[];
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Junction {
  schema: string;
  table: string;
  /** Constraint from the junction to the origin table, and to the target table. */
  constraint1: string;
  constraint2: string;
  /** (origin column, junction column) pairs. */
  sourceColumns: [string, string][];
  /** (target column, junction column) pairs. */
  targetColumns: [string, string][];
}

/** A way to embed `foreignTable` into rows of `table` (both in `schema`). */
export interface Relationship {
  schema: string;
  table: string;
  foreignTable: string;
  isSelf: boolean;
  cardinality: Cardinality;
  constraint: string;
  /** (table column, foreign table column) pairs; empty for many-to-many. */
  columns: [string, string][];
  junction?: Junction;
  foreignTableIsView: boolean;
}

export interface RoutineParam {
  name: string;
  /** format_type of the argument type. */
  type: string;
  required: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  returnType: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Columns of a composite/TABLE/OUT result; undefined for a scalar result. */
  resultColumns?: Column[];
  /** When the result is a table's or view's row type in an exposed schema (relationships apply). */
  resultTable?: { schema: string; name: string };
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaCache {
  tables: Map<string, Table>;
  /** Keyed by `schema.table`: relationships whose origin is that table. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  /** Type names usable in select casts (`::int`, `::text` …). */
  typeNames: Set<string>;
  /** `ALTER ROLE … SET` settings per API role, applied per request like PostgREST does. */
  roleSettings: Map<string, Record<string, string>>;
  /**
   * PostgREST's `db-aggregates-enabled`, read like its in-database configuration from
   * `ALTER ROLE authenticator SET pgrst.db_aggregates_enabled = 'true'` (off by default, as on
   * hosted Supabase).
   */
  aggregatesEnabled: boolean;
}

export function qualifiedKey(schema: string, name: string): string {
  return `${schema}.${name}`;
}
