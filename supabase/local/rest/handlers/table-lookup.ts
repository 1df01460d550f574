import { tableNotFound } from '../errors.ts';
import { closestMatch } from '../plan/fuzzy.ts';
import type { SchemaCache, Table } from '../schema/types.ts';
import { qualifiedKey } from '../schema/types.ts';

/** The table or view `schema.name`, or PGRST205 with a "Perhaps you meant" hint. */
export function lookupTable(cache: SchemaCache, schema: string, name: string): Table {
  const table = cache.tables.get(qualifiedKey(schema, name));
  if (table) return table;
  const names = [...cache.tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  throw tableNotFound(schema, name, closestMatch(name, names, 0.75));
}
