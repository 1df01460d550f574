import type { FieldPath } from '../grammar/ast.ts';
import { RestError, undefinedColumn } from '../errors.ts';
import type { Routine, SchemaCache } from '../schema/types.ts';
import { qualifiedKey } from '../schema/types.ts';
import type { ResolvedField, SourceRelation } from './types.ts';

/** A function taking the table's row type: PostgREST's computed fields (`select=full_name`). */
function computedField(
  cache: SchemaCache,
  source: SourceRelation,
  name: string,
): Routine | undefined {
  if (!source.embeddable) return undefined;
  const rowTypes = [
    source.name,
    `${source.schema}.${source.name}`,
    `"${source.name}"`,
    `${source.schema}."${source.name}"`,
  ];
  return cache.routines
    .get(qualifiedKey(source.schema, name))
    ?.find(
      (routine) =>
        routine.params.length === 1 &&
        !routine.returnsSet &&
        rowTypes.includes(routine.params[0]?.type ?? ''),
    );
}

/** Resolves a column (or computed field) of `source`; unknown names fail like PostgreSQL (42703). */
export function resolveField(
  cache: SchemaCache,
  source: SourceRelation,
  path: FieldPath,
  /** The relation's name in PostgreSQL's message, when PostgREST's SQL aliases it. */
  sqlName: string = source.name,
): ResolvedField {
  const column = source.columns.get(path.name);
  if (column) return { name: path.name, json: path.json, column };
  const routine = computedField(cache, source, path.name);
  if (routine) {
    return {
      name: path.name,
      json: path.json,
      column: {
        name: path.name,
        castType: routine.returnType,
        declaredType: routine.returnType,
        typeName: routine.returnType,
        nullable: true,
      },
      computed: { schema: routine.schema, name: routine.name },
    };
  }
  throw undefinedColumn(sqlName, path.name);
}

/** Select casts must name a known type; the name is then safe to print unquoted (`::int`). */
export function validateCast(cache: SchemaCache, cast: string): string {
  const normalized = cast.toLowerCase();
  if (!/^[a-z_][a-z0-9_]*$/.test(normalized) || !cache.typeNames.has(normalized)) {
    throw new RestError(400, '42704', `type "${cast}" does not exist`);
  }
  return normalized;
}

/** Output key of a selected field: its alias, else the last JSON key, else the column name. */
export function defaultOutputName(path: FieldPath): string {
  const last = path.json[path.json.length - 1];
  return last && !last.index ? last.key : path.name;
}
