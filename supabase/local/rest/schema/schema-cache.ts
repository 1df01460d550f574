import type { Database } from '../../db/types.ts';
import { type RawCatalog, type RawColumn, readCatalog } from './introspect.ts';
import { buildRelationships } from './relationships.ts';
import type { Column, Routine, SchemaCache, Table } from './types.ts';
import { qualifiedKey } from './types.ts';

function toColumn(raw: RawColumn): Column {
  const column: Column = {
    name: raw.name,
    castType: raw.castType,
    declaredType: raw.declaredType,
    typeName: raw.typeName,
    nullable: raw.nullable,
  };
  if (raw.defaultExpr !== null) column.defaultExpr = raw.defaultExpr;
  return column;
}

const volatility = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function toRoutine(raw: RawCatalog['routines'][number]): Routine {
  const inputs = raw.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const outputs = raw.args.filter(
    (arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't',
  );
  // pronargdefaults counts the trailing input parameters that have defaults.
  const firstOptional = inputs.length - raw.ndefaults;
  const routine: Routine = {
    schema: raw.schema,
    name: raw.name,
    params: inputs.map((arg, i) => ({
      name: arg.name,
      type: arg.castType,
      required: i < firstOptional,
      variadic: arg.mode === 'v',
    })),
    returnType: raw.returnType,
    returnsSet: raw.returnsSet,
    returnsVoid: raw.returnType === 'void',
    volatility: volatility[raw.volatility],
  };
  if (raw.returnTable) routine.resultTable = raw.returnTable;
  if (raw.returnColumns) routine.resultColumns = raw.returnColumns.map(toColumn);
  else if (raw.returnType === 'record' && outputs.length > 0) {
    routine.resultColumns = outputs.map((arg) => ({
      name: arg.name,
      castType: arg.castType,
      declaredType: arg.castType,
      typeName: arg.typeName,
      nullable: true,
    }));
  }
  return routine;
}

function parseRoleSettings(raw: RawCatalog['roleSettings']): Map<string, Record<string, string>> {
  const settings = new Map<string, Record<string, string>>();
  for (const { role, settings: entries } of raw) {
    const parsed = settings.get(role) ?? {};
    for (const entry of entries) {
      const at = entry.indexOf('=');
      if (at > 0) parsed[entry.slice(0, at)] = entry.slice(at + 1);
    }
    settings.set(role, parsed);
  }
  return settings;
}

/** SQL spellings PostgreSQL accepts in casts besides pg_type names. */
const typeAliases = [
  'int',
  'integer',
  'smallint',
  'bigint',
  'real',
  'float',
  'decimal',
  'boolean',
  'character',
  'varchar',
  'char',
  'dec',
];

export function buildSchemaCache(catalog: RawCatalog): SchemaCache {
  const tables = new Map<string, Table>();
  for (const raw of catalog.tables) {
    const columns = raw.columns.map(toColumn);
    tables.set(qualifiedKey(raw.schema, raw.name), {
      schema: raw.schema,
      name: raw.name,
      isView: raw.isView,
      insertable: raw.insertable,
      updatable: raw.updatable,
      deletable: raw.deletable,
      columns: new Map(columns.map((column) => [column.name, column])),
      columnOrder: columns.map((column) => column.name),
      primaryKey: raw.primaryKey ?? [],
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const raw of catalog.routines) {
    const key = qualifiedKey(raw.schema, raw.name);
    routines.set(key, [...(routines.get(key) ?? []), toRoutine(raw)]);
  }
  const roleSettings = parseRoleSettings(catalog.roleSettings);
  return {
    tables,
    relationships: buildRelationships(catalog, tables),
    routines,
    typeNames: new Set([...(catalog.typeNames ?? []), ...typeAliases]),
    roleSettings,
    aggregatesEnabled:
      roleSettings.get('authenticator')?.['pgrst.db_aggregates_enabled']?.toLowerCase() === 'true',
  };
}

/**
 * The schema cache of one database. Built on the first request and rebuilt when a request names
 * a table, column, relationship or function the cache does not know (at most once per request),
 * so migrations applied while the stack runs are picked up without a restart.
 */
export class SchemaCacheHolder {
  private current: Promise<SchemaCache> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly schemas: string[],
  ) {}

  get(): Promise<SchemaCache> {
    this.current ??= this.load();
    return this.current;
  }

  /** A token identifying the cache a request started with (see `refresh`). */
  async snapshot(): Promise<{ cache: SchemaCache; generation: number }> {
    const cache = await this.get();
    return { cache, generation: this.generation };
  }

  /**
   * Re-reads the catalog unless another request already did so since `generation`; concurrent
   * callers share one reload.
   */
  async refresh(generation: number): Promise<{ cache: SchemaCache; generation: number }> {
    if (generation === this.generation) {
      this.generation += 1;
      this.current = this.load();
    }
    return this.snapshot();
  }

  private async load(): Promise<SchemaCache> {
    try {
      return buildSchemaCache(await readCatalog(this.db, this.schemas));
    } catch (error) {
      // Do not keep a failed load: the next request tries again.
      this.current = undefined;
      throw error;
    }
  }
}
