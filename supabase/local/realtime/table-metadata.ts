import type { ApiRole } from '../db/request-scope.ts';
import type { Queryable } from '../db/types.ts';

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"schema"."table"`, safe to put in SQL text. */
export function relationName(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}

export interface ColumnInfo {
  name: string;
  /** `pg_type.typname` (`int8`, `_text`, `timestamptz` …): what realtime-js converts by. */
  typeName: string;
  /** The type as SQL can name it in a cast (`bigint`, `text[]`, `public.order_status` …). */
  sqlType: string;
  isPrimaryKey: boolean;
  /** Whether each API role may SELECT the column (table or column grants). */
  selectableBy: Record<ApiRole, boolean>;
}

export interface TableMetadata {
  schema: string;
  table: string;
  relation: string;
  /** In `attnum` order. */
  columns: ColumnInfo[];
  rlsEnabled: boolean;
  /** REPLICA IDENTITY FULL: UPDATE and DELETE carry the whole old row, as over replication. */
  replicaIdentityFull: boolean;
  bypassesRls: Record<ApiRole, boolean>;
}

interface MetadataRow {
  rls_enabled: boolean;
  replica_identity: string;
  bypass: Record<ApiRole, boolean>;
  columns: {
    name: string;
    type_name: string;
    sql_type: string;
    is_pkey: boolean;
    anon: boolean;
    authenticated: boolean;
    service_role: boolean;
  }[];
}

/** The catalog facts change delivery needs about one table; undefined when it no longer exists. */
export async function loadTableMetadata(
  db: Queryable,
  schema: string,
  table: string,
): Promise<TableMetadata | undefined> {
  const relation = relationName(schema, table);
  const { rows } = await db.query<MetadataRow>(
    `select c.relrowsecurity as rls_enabled,
            c.relreplident::text as replica_identity,
            (select jsonb_object_agg(r.rolname, r.rolbypassrls) from pg_catalog.pg_roles r
              where r.rolname in ('anon', 'authenticated', 'service_role')) as bypass,
            (select jsonb_agg(jsonb_build_object(
                'name', a.attname,
                'type_name', t.typname,
                'sql_type', a.atttypid::regtype::text,
                'is_pkey', coalesce(a.attnum = any(pk.conkey), false),
                'anon', pg_catalog.has_column_privilege('anon', c.oid, a.attnum, 'SELECT'),
                'authenticated', pg_catalog.has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT'),
                'service_role', pg_catalog.has_column_privilege('service_role', c.oid, a.attnum, 'SELECT')
              ) order by a.attnum)
              from pg_catalog.pg_attribute a
              join pg_catalog.pg_type t on t.oid = a.atttypid
              left join pg_catalog.pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2`,
    [schema, table],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    schema,
    table,
    relation,
    rlsEnabled: row.rls_enabled,
    replicaIdentityFull: row.replica_identity === 'f',
    bypassesRls: row.bypass,
    columns: (row.columns ?? []).map((column) => ({
      name: column.name,
      typeName: column.type_name,
      sqlType: column.sql_type,
      isPrimaryKey: column.is_pkey,
      selectableBy: {
        anon: column.anon,
        authenticated: column.authenticated,
        service_role: column.service_role,
      },
    })),
  };
}

export function primaryKeyColumns(metadata: TableMetadata): ColumnInfo[] {
  return metadata.columns.filter((column) => column.isPrimaryKey);
}
