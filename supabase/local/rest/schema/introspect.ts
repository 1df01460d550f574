import type { Queryable } from '../../db/types.ts';
import { textArrayLiteral } from '../sql/fragments.ts';

/**
 * One catalog query for everything the REST service caches, returned as JSON text so PGlite and
 * node-postgres hand back identical shapes. `$1` is the array of exposed schemas.
 */
const catalogQuery = `
with exposed as (select unnest($1::text::text[]) as nspname),
rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind,
    c.relkind in ('r', 'p') or (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8 as insertable,
    c.relkind in ('r', 'p') or (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4 as updatable,
    c.relkind in ('r', 'p') or (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16 as deletable
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'v', 'm', 'f', 'p') and n.nspname in (select nspname from exposed)
),
cols as (
  select a.attrelid, a.attnum, a.attname as name,
    -- Unmodified type names, except char(n): plain "character" would mean char(1) and truncate.
    case coalesce(bt.typname, t.typname)
      when 'bpchar' then 'bpchar' when '_bpchar' then 'bpchar[]'
      else format_type(case when t.typtype = 'd' then t.typbasetype else a.atttypid end, null)
    end as cast_type,
    format_type(a.atttypid, a.atttypmod) as declared_type,
    coalesce(bt.typname, t.typname) as type_name,
    not a.attnotnull as nullable,
    case
      when a.attidentity in ('a', 'd') then
        format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', r.schema, r.name), a.attname))
      when a.attgenerated <> '' then null
      when ad.adbin is not null then pg_get_expr(ad.adbin, ad.adrelid)
      when t.typtype = 'd' then pg_get_expr(t.typdefaultbin, 0)
    end as default_expr
  from pg_attribute a
  join rels r on r.oid = a.attrelid
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
),
keys as (
  select con.conrelid, con.contype, con.conname,
    array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns
  from pg_constraint con join rels r on r.oid = con.conrelid
  where con.contype in ('p', 'u')
),
fks as (
  select con.conname as name, r.schema, r.name as table, fr.schema as foreign_schema, fr.name as foreign_table,
    array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
    array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as foreign_columns
  from pg_constraint con
  join rels r on r.oid = con.conrelid
  join rels fr on fr.oid = con.confrelid
  where con.contype = 'f'
),
procs as (
  select p.oid, n.nspname as schema, p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
    p.prorettype, p.pronargs, p.pronargdefaults, p.proargnames, p.proargmodes,
    coalesce(p.proallargtypes, p.proargtypes::oid[]) as arg_types
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in (select nspname from exposed) and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
)
select json_build_object(
  'tables', (select coalesce(json_agg(json_build_object(
      'schema', r.schema, 'name', r.name, 'isView', r.relkind not in ('r', 'p'),
      'insertable', r.insertable, 'updatable', r.updatable, 'deletable', r.deletable,
      'columns', (select coalesce(json_agg(json_build_object('name', c.name, 'castType', c.cast_type,
                    'declaredType', c.declared_type, 'typeName', c.type_name, 'nullable', c.nullable,
                    'defaultExpr', c.default_expr) order by c.attnum), '[]')
                  from cols c where c.attrelid = r.oid),
      'primaryKey', (select to_json(k.columns) from keys k where k.conrelid = r.oid and k.contype = 'p'),
      'uniqueKeys', (select coalesce(json_agg(k.columns), '[]') from keys k where k.conrelid = r.oid)
    )), '[]') from rels r),
  'foreignKeys', (select coalesce(json_agg(row_to_json(f)), '[]') from fks f),
  'routines', (select coalesce(json_agg(json_build_object(
      'schema', p.schema, 'name', p.name, 'volatility', p.volatility, 'returnsSet', p.returns_set,
      'returnType', format_type(p.prorettype, null),
      'returnTypeKind', rt.typtype,
      'returnTable', (select json_build_object('schema', r.schema, 'name', r.name) from rels r where r.oid = rt.typrelid),
      'returnColumns', (select json_agg(json_build_object('name', a.attname,
                          'castType', format_type(a.atttypid, null), 'declaredType', format_type(a.atttypid, a.atttypmod),
                          'typeName', t.typname, 'nullable', true) order by a.attnum)
                        from pg_attribute a join pg_type t on t.oid = a.atttypid
                        where rt.typrelid <> 0 and a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped),
      'nargs', p.pronargs, 'ndefaults', p.pronargdefaults,
      'args', (select coalesce(json_agg(json_build_object(
                  'name', coalesce(p.proargnames[a.ord], ''),
                  'mode', coalesce(p.proargmodes[a.ord]::text, 'i'),
                  'castType', format_type(a.type_oid, null),
                  'typeName', t.typname) order by a.ord), '[]')
               from unnest(p.arg_types) with ordinality a(type_oid, ord) join pg_type t on t.oid = a.type_oid)
    )), '[]') from procs p join pg_type rt on rt.oid = p.prorettype),
  'typeNames', (select json_agg(distinct t.typname) from pg_type t
                where t.typtype in ('b', 'd', 'e', 'r', 'm', 'c') and t.typname !~ '^_'
                  and t.typnamespace in (select oid from pg_namespace
                    where nspname in ('pg_catalog', 'extensions') or nspname in (select nspname from exposed))),
  'roleSettings', (select coalesce(json_agg(json_build_object('role', r.rolname, 'settings',
                       array(select cfg from unnest(s.setconfig) cfg
                             where split_part(cfg, '=', 1) like '%.%'
                                or split_part(cfg, '=', 1) in (select name from pg_settings where context = 'user')))), '[]')
                   from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                   where r.rolname in ('anon', 'authenticated', 'service_role', 'authenticator')
                     and s.setdatabase in (0, (select oid from pg_database where datname = current_database())))
)::text as catalog
`;

export interface RawColumn {
  name: string;
  castType: string;
  declaredType: string;
  typeName: string;
  nullable: boolean;
  defaultExpr: string | null;
}

export interface RawCatalog {
  tables: {
    schema: string;
    name: string;
    isView: boolean;
    insertable: boolean;
    updatable: boolean;
    deletable: boolean;
    columns: RawColumn[];
    primaryKey: string[] | null;
    uniqueKeys: string[][];
  }[];
  foreignKeys: {
    name: string;
    schema: string;
    table: string;
    foreign_schema: string;
    foreign_table: string;
    columns: string[];
    foreign_columns: string[];
  }[];
  routines: {
    schema: string;
    name: string;
    volatility: 'i' | 's' | 'v';
    returnsSet: boolean;
    returnType: string;
    returnTypeKind: string;
    returnTable: { schema: string; name: string } | null;
    returnColumns: RawColumn[] | null;
    nargs: number;
    ndefaults: number;
    args: { name: string; mode: string; castType: string; typeName: string }[];
  }[];
  typeNames: string[] | null;
  roleSettings: { role: string; settings: string[] }[];
}

/** Reads the catalog of the exposed schemas in one round trip. */
export async function readCatalog(db: Queryable, schemas: string[]): Promise<RawCatalog> {
  const result = await db.query<{ catalog: string }>(catalogQuery, [textArrayLiteral(schemas)]);
  const text = result.rows[0]?.catalog;
  if (!text) throw new Error('schema introspection returned nothing');
  return JSON.parse(text) as RawCatalog;
}
