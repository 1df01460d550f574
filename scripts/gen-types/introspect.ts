import type { Queryable } from '../../supabase/local/db/types.ts';

/** A type reference as pg_catalog describes it (domains already resolved to their base type). */
export interface TypeRef {
  name: string;
  schema: string;
}

export interface Column {
  relation: string;
  name: string;
  type: TypeRef;
  isNullable: boolean;
  hasDefault: boolean;
  /** 'a' (always) or 'd' (by default) for identity columns, '' otherwise. */
  identity: string;
  isUpdatable: boolean;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  /** Views only: accepts INSERT/UPDATE (simple views, or rules/triggers). */
  isUpdatable: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface FunctionArg {
  name: string;
  /** postgres-meta's names: in, out, inout, variadic, table. */
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  type: TypeRef;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnType: TypeRef;
  /** The table or view whose row type the function returns, if any. */
  returnRelation: string | null;
  isSetReturning: boolean;
}

export interface EnumType {
  name: string;
  values: string[];
}

export interface CompositeType {
  name: string;
  attributes: { name: string; type: TypeRef }[];
}

export interface SchemaModel {
  schema: string;
  relations: Relation[];
  columns: Column[];
  relationships: Relationship[];
  functions: DbFunction[];
  enums: EnumType[];
  compositeTypes: CompositeType[];
}

// Every query builds JSON in SQL, so PGlite and node-postgres hand back identical shapes.
const typeRefSql = (typeAlias: string) =>
  `json_build_object('name', coalesce(bt_${typeAlias}.typname, ${typeAlias}.typname),
     'schema', coalesce(btn_${typeAlias}.nspname, tn_${typeAlias}.nspname))`;
const typeJoinSql = (typeAlias: string, oidExpression: string) =>
  `join pg_type ${typeAlias} on ${typeAlias}.oid = ${oidExpression}
   join pg_namespace tn_${typeAlias} on tn_${typeAlias}.oid = ${typeAlias}.typnamespace
   left join pg_type bt_${typeAlias} on ${typeAlias}.typtype = 'd' and bt_${typeAlias}.oid = ${typeAlias}.typbasetype
   left join pg_namespace btn_${typeAlias} on btn_${typeAlias}.oid = bt_${typeAlias}.typnamespace`;

const relationsSql = `
  select json_build_object('name', c.relname,
    'kind', case when c.relkind in ('v', 'm') then 'view' else 'table' end,
    'isUpdatable', c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20) as item
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition`;

const columnsSql = `
  select json_build_object('relation', c.relname, 'name', a.attname, 'type', ${typeRefSql('t')},
    'isNullable', not a.attnotnull, 'hasDefault', a.atthasdef, 'identity', a.attidentity::text,
    'isUpdatable', case when c.relkind in ('v', 'm') then pg_column_is_updatable(c.oid, a.attnum, false) else true end) as item
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  ${typeJoinSql('t', 'a.atttypid')}
  where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition
    and a.attnum > 0 and not a.attisdropped`;

const relationshipsSql = `
  select json_build_object('foreignKeyName', con.conname, 'relation', src.relname,
    'referencedRelation', dst.relname,
    'columns', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
    'referencedColumns', (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
                join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum),
    -- One-to-one when the referencing columns are themselves unique (PostgREST's rule).
    'isOneToOne', exists (
      select 1 from pg_index i
       where i.indrelid = con.conrelid and i.indisunique and i.indpred is null and i.indexprs is null
         and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
           = (select array_agg(x order by x) from unnest(con.conkey) x))) as item
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
  join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
  where con.contype = 'f' and sn.nspname = $1 and dn.nspname = $1`;

const functionsSql = `
  select json_build_object('name', p.proname, 'isSetReturning', p.proretset,
    'returnType', ${typeRefSql('rt')},
    'returnRelation', (select rc.relname from pg_class rc
                        where rc.oid = rt.typrelid and rc.relkind in ('r', 'p', 'f', 'v', 'm')
                          and rc.relnamespace = p.pronamespace),
    'inputDefaults', p.pronargdefaults,
    'args', coalesce((
      select json_agg(json_build_object(
               'name', coalesce(p.proargnames[arg.ord], ''),
               'mode', coalesce(p.proargmodes[arg.ord]::text, 'i'),
               'type', ${typeRefSql('at')}) order by arg.ord)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality arg(type_oid, ord)
        ${typeJoinSql('at', 'arg.type_oid')}), '[]'::json)) as item
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  ${typeJoinSql('rt', 'p.prorettype')}
  where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
    -- Functions that belong to an extension are not the project's API.
    and not exists (select 1 from pg_depend d
                     where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

const enumsSql = `
  select json_build_object('name', t.typname, 'values', json_agg(e.enumlabel order by e.enumsortorder)) as item
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
  where n.nspname = $1 group by t.typname`;

const compositeTypesSql = `
  select json_build_object('name', ct.typname, 'attributes', json_agg(json_build_object(
    'name', a.attname, 'type', ${typeRefSql('t')}) order by a.attnum)) as item
  from pg_type ct
  join pg_namespace n on n.oid = ct.typnamespace
  join pg_class c on c.oid = ct.typrelid and c.relkind = 'c'
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ${typeJoinSql('t', 'a.atttypid')}
  where n.nspname = $1 group by ct.typname`;

const modeNames: Record<string, FunctionArg['mode']> = {
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
};

interface RawFunction extends Omit<DbFunction, 'args'> {
  inputDefaults: number;
  args: { name: string; mode: string; type: TypeRef }[];
}

/** PostgreSQL gives defaults to the last `pronargdefaults` input arguments. */
function withDefaults(raw: RawFunction): DbFunction {
  const args = raw.args.map((arg) => ({
    ...arg,
    mode: modeNames[arg.mode] ?? 'in',
    hasDefault: false,
  }));
  const inputs = args.filter(
    (arg) => arg.mode === 'in' || arg.mode === 'inout' || arg.mode === 'variadic',
  );
  const firstWithDefault = inputs.length - raw.inputDefaults;
  inputs.forEach((arg, index) => {
    arg.hasDefault = index >= firstWithDefault;
  });
  return {
    name: raw.name,
    args,
    returnType: raw.returnType,
    returnRelation: raw.returnRelation,
    isSetReturning: raw.isSetReturning,
  };
}

async function items<T>(db: Queryable, sql: string, schema: string): Promise<T[]> {
  const { rows } = await db.query<{ item: T }>(sql, [schema]);
  return rows.map((row) => row.item);
}

/** Everything `supabase gen types typescript` reads about one schema, from pg_catalog. */
export async function introspectSchema(db: Queryable, schema: string): Promise<SchemaModel> {
  return {
    schema,
    relations: await items<Relation>(db, relationsSql, schema),
    columns: await items<Column>(db, columnsSql, schema),
    relationships: await items<Relationship>(db, relationshipsSql, schema),
    functions: (await items<RawFunction>(db, functionsSql, schema)).map(withDefaults),
    enums: await items<EnumType>(db, enumsSql, schema),
    compositeTypes: await items<CompositeType>(db, compositeTypesSql, schema),
  };
}
