import { helperTypes } from './helper-types.ts';
import type {
  Column,
  DbFunction,
  FunctionArg,
  Relation,
  SchemaModel,
  TypeRef,
} from './introspect.ts';

// Renders the shape `supabase gen types typescript` (postgres-meta's template) produces for
// supabase-js 2.119: Database with __InternalSupabase, Tables/Views/Functions/Enums/
// CompositeTypes per schema, the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers
// and the Constants object. Unformatted: the caller runs prettier over it.

const q = JSON.stringify;
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const stringTypes = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
]);

/** postgres-meta's pgTypeToTsType. */
function tsType(type: TypeRef, model: SchemaModel): string {
  const { name } = type;
  if (name === 'bool') return 'boolean';
  if (numberTypes.has(name)) return 'number';
  if (stringTypes.has(name)) return 'string';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  if (name === 'record') return 'Record<string, unknown>';
  if (name.startsWith('_')) {
    return `(${tsType({ name: name.slice(1), schema: type.schema }, model)})[]`;
  }
  const root = `Database[${q(model.schema)}]`;
  const enumType = model.enums.find((candidate) => candidate.name === name);
  if (enumType) {
    return type.schema === model.schema
      ? `${root}["Enums"][${q(name)}]`
      : enumType.values.map((value) => q(value)).join(' | ');
  }
  if (type.schema !== model.schema) return 'unknown';
  if (model.compositeTypes.some((candidate) => candidate.name === name)) {
    return `${root}["CompositeTypes"][${q(name)}]`;
  }
  const relation = model.relations.find((candidate) => candidate.name === name);
  if (relation) {
    return `${root}[${q(relation.kind === 'view' ? 'Views' : 'Tables')}][${q(name)}]["Row"]`;
  }
  return 'unknown';
}

const never = '[_ in never]: never';

function columnsOf(model: SchemaModel, relation: string): Column[] {
  return model.columns.filter((column) => column.relation === relation).sort(byName);
}

function rowType(model: SchemaModel, relation: string): string {
  const fields = columnsOf(model, relation).map(
    (column) =>
      `${q(column.name)}: ${tsType(column.type, model)}${column.isNullable ? ' | null' : ''}`,
  );
  return `{\n${fields.join('\n')}\n}`;
}

function insertType(model: SchemaModel, relation: string): string {
  const fields = columnsOf(model, relation).map((column) => {
    if (column.identity === 'a') return `${q(column.name)}?: never`;
    const optional = column.isNullable || column.identity !== '' || column.hasDefault;
    return `${q(column.name)}${optional ? '?' : ''}: ${tsType(column.type, model)}${column.isNullable ? ' | null' : ''}`;
  });
  return `{\n${fields.join('\n')}\n}`;
}

function updateType(model: SchemaModel, relation: string): string {
  const fields = columnsOf(model, relation).map((column) =>
    column.identity === 'a'
      ? `${q(column.name)}?: never`
      : `${q(column.name)}?: ${tsType(column.type, model)}${column.isNullable ? ' | null' : ''}`,
  );
  return `{\n${fields.join('\n')}\n}`;
}

function viewWriteType(model: SchemaModel, relation: string): string {
  const fields = columnsOf(model, relation).map((column) =>
    column.isUpdatable
      ? `${q(column.name)}?: ${tsType(column.type, model)} | null`
      : `${q(column.name)}?: never`,
  );
  return `{\n${fields.join('\n')}\n}`;
}

function relationshipsOf(model: SchemaModel, relation: string): string {
  const items = model.relationships
    .filter((relationship) => relationship.relation === relation)
    .sort(
      (a, b) =>
        a.foreignKeyName.localeCompare(b.foreignKeyName) ||
        a.referencedRelation.localeCompare(b.referencedRelation),
    )
    .map(
      (relationship) => `{
        foreignKeyName: ${q(relationship.foreignKeyName)}
        columns: ${q(relationship.columns)}
        isOneToOne: ${relationship.isOneToOne}
        referencedRelation: ${q(relationship.referencedRelation)}
        referencedColumns: ${q(relationship.referencedColumns)}
      }`,
    );
  return `[${items.join(',\n')}]`;
}

function tablesBlock(model: SchemaModel, tables: Relation[]): string {
  if (tables.length === 0) return `{ ${never} }`;
  const entries = tables.map(
    (table) => `${q(table.name)}: {
      Row: ${rowType(model, table.name)}
      Insert: ${insertType(model, table.name)}
      Update: ${updateType(model, table.name)}
      Relationships: ${relationshipsOf(model, table.name)}
    }`,
  );
  return `{\n${entries.join('\n')}\n}`;
}

function viewsBlock(model: SchemaModel, views: Relation[]): string {
  if (views.length === 0) return `{ ${never} }`;
  const entries = views.map((view) => {
    const writes = view.isUpdatable
      ? `Insert: ${viewWriteType(model, view.name)}\nUpdate: ${viewWriteType(model, view.name)}\n`
      : '';
    // Relationships of views need PostgREST's view-column tracing; none are emitted.
    return `${q(view.name)}: {
      Row: ${rowType(model, view.name)}
      ${writes}Relationships: []
    }`;
  });
  return `{\n${entries.join('\n')}\n}`;
}

const inputModes = new Set<FunctionArg['mode']>(['in', 'inout', 'variadic']);

/** PostgREST can only call functions whose inputs are all named, or that take one unnamed input. */
function isCallable(fn: DbFunction): boolean {
  const inputs = fn.args.filter((arg) => inputModes.has(arg.mode));
  return inputs.every((arg) => arg.name !== '') || inputs.length === 1;
}

function functionSignature(model: SchemaModel, fn: DbFunction): string {
  const inputs = fn.args.filter((arg) => inputModes.has(arg.mode));
  const args =
    inputs.length === 0
      ? 'never'
      : `{ ${inputs.map((arg) => `${q(arg.name)}${arg.hasDefault ? '?' : ''}: ${tsType(arg.type, model)}`).join(', ')} }`;
  const setSuffix = fn.isSetReturning ? '[]' : '';
  const tableColumns = fn.args.filter((arg) => arg.mode === 'table');
  let returns: string;
  let setofOptions = '';
  if (tableColumns.length > 0) {
    returns = `{\n${tableColumns.map((arg) => `${q(arg.name)}: ${tsType(arg.type, model)}`).join('\n')}\n}${setSuffix}`;
  } else if (fn.returnRelation) {
    returns = `${rowType(model, fn.returnRelation)}${setSuffix}`;
    setofOptions = `SetofOptions: {
      from: "*"
      to: ${q(fn.returnRelation)}
      isOneToOne: ${!fn.isSetReturning}
      isSetofReturn: ${fn.isSetReturning}
    }`;
  } else {
    returns = `${tsType(fn.returnType, model)}${setSuffix}`;
  }
  return `{\nArgs: ${args}\nReturns: ${returns}\n${setofOptions}\n}`;
}

function functionsBlock(model: SchemaModel): string {
  const callable = model.functions.filter(isCallable).sort(byName);
  if (callable.length === 0) return `{ ${never} }`;
  const names = [...new Set(callable.map((fn) => fn.name))];
  const entries = names.map((name) => {
    const overloads = callable
      .filter((fn) => fn.name === name)
      .map((fn) => functionSignature(model, fn))
      .sort();
    return `${q(name)}: ${overloads.join(' | ')}`;
  });
  return `{\n${entries.join('\n')}\n}`;
}

function enumsBlock(model: SchemaModel): string {
  const enums = [...model.enums].sort(byName);
  if (enums.length === 0) return `{ ${never} }`;
  const entries = enums.map(
    (item) => `${q(item.name)}: ${item.values.map((value) => q(value)).join(' | ')}`,
  );
  return `{\n${entries.join('\n')}\n}`;
}

function compositeTypesBlock(model: SchemaModel): string {
  const types = [...model.compositeTypes].sort(byName);
  if (types.length === 0) return `{ ${never} }`;
  const entries = types.map(
    (type) =>
      `${q(type.name)}: {\n${type.attributes.map((attribute) => `${q(attribute.name)}: ${tsType(attribute.type, model)} | null`).join('\n')}\n}`,
  );
  return `{\n${entries.join('\n')}\n}`;
}

function constantsBlock(model: SchemaModel): string {
  const enums = [...model.enums]
    .sort(byName)
    .map((item) => `${q(item.name)}: [${item.values.map((value) => q(value)).join(', ')}]`);
  const enumsBody = enums.length > 0 ? `\n${enums.join(',\n')},\n` : '';
  return `export const Constants = {\n${q(model.schema)}: {\nEnums: {${enumsBody}},\n},\n} as const`;
}

/** The whole generated module for one schema (PostgREST version 12, as the brief pins it). */
export function renderDatabaseTypes(model: SchemaModel, header: string): string {
  const relations = [...model.relations].sort(byName);
  const tables = relations.filter((relation) => relation.kind === 'table');
  const views = relations.filter((relation) => relation.kind === 'view');
  return `${header}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  ${q(model.schema)}: {
    Tables: ${tablesBlock(model, tables)}
    Views: ${viewsBlock(model, views)}
    Functions: ${functionsBlock(model)}
    Enums: ${enumsBlock(model)}
    CompositeTypes: ${compositeTypesBlock(model)}
  }
}
${helperTypes(model.schema)}
${constantsBlock(model)}
`;
}
