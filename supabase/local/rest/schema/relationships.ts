import type { RawCatalog } from './introspect.ts';
import type { Relationship, Table } from './types.ts';
import { qualifiedKey } from './types.ts';

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

function isUnique(columns: string[], uniqueKeys: string[][]): boolean {
  return uniqueKeys.some((key) => sameSet(key, columns));
}

/**
 * Relationships the way PostgREST derives them from foreign keys (src/PostgREST/SchemaCache.hs):
 * each FK gives a many-to-one from the referencing table and a one-to-many back (one-to-one both
 * ways when the FK columns are unique), and a junction table whose primary key covers two FKs
 * gives a many-to-many between the two tables it references. Only FKs inside one schema count.
 */
export function buildRelationships(
  catalog: RawCatalog,
  tables: Map<string, Table>,
): Map<string, Relationship[]> {
  const uniqueKeys = new Map(
    catalog.tables.map((t) => [qualifiedKey(t.schema, t.name), t.uniqueKeys]),
  );
  const byOrigin = new Map<string, Relationship[]>();
  const add = (relationship: Relationship) => {
    const key = qualifiedKey(relationship.schema, relationship.table);
    byOrigin.set(key, [...(byOrigin.get(key) ?? []), relationship]);
  };
  const isView = (schema: string, name: string) =>
    tables.get(qualifiedKey(schema, name))?.isView ?? false;

  const direct: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    if (fk.schema !== fk.foreign_schema) continue;
    const oneToOne = isUnique(fk.columns, uniqueKeys.get(qualifiedKey(fk.schema, fk.table)) ?? []);
    const isSelf = fk.table === fk.foreign_table;
    const pairs = fk.columns.map((column, i): [string, string] => [
      column,
      fk.foreign_columns[i] ?? column,
    ]);
    const forward: Relationship = {
      schema: fk.schema,
      table: fk.table,
      foreignTable: fk.foreign_table,
      isSelf,
      cardinality: oneToOne ? 'o2o' : 'm2o',
      constraint: fk.name,
      columns: pairs,
      foreignTableIsView: isView(fk.schema, fk.foreign_table),
    };
    const backward: Relationship = {
      schema: fk.schema,
      table: fk.foreign_table,
      foreignTable: fk.table,
      isSelf,
      cardinality: oneToOne ? 'o2o' : 'o2m',
      constraint: fk.name,
      columns: pairs.map(([column, foreignColumn]): [string, string] => [foreignColumn, column]),
      foreignTableIsView: isView(fk.schema, fk.table),
    };
    direct.push(forward);
    add(forward);
    add(backward);
  }

  // Many-to-many through a junction: two different many-to-one FKs of the same table whose
  // columns are all part of the junction's primary key.
  for (const first of direct) {
    for (const second of direct) {
      if (
        first.table !== second.table ||
        first.schema !== second.schema ||
        first.constraint === second.constraint
      )
        continue;
      const junction = tables.get(qualifiedKey(first.schema, first.table));
      const junctionColumns = [...first.columns.map(([c]) => c), ...second.columns.map(([c]) => c)];
      if (!junction || !junctionColumns.every((column) => junction.primaryKey.includes(column)))
        continue;
      add({
        schema: first.schema,
        table: first.foreignTable,
        foreignTable: second.foreignTable,
        isSelf: first.foreignTable === second.foreignTable,
        cardinality: 'm2m',
        constraint: `${first.constraint}/${second.constraint}`,
        columns: [],
        junction: {
          schema: first.schema,
          table: first.table,
          constraint1: first.constraint,
          constraint2: second.constraint,
          sourceColumns: first.columns.map(([junctionColumn, originColumn]): [string, string] => [
            originColumn,
            junctionColumn,
          ]),
          targetColumns: second.columns.map(([junctionColumn, targetColumn]): [string, string] => [
            targetColumn,
            junctionColumn,
          ]),
        },
        foreignTableIsView: isView(second.schema, second.foreignTable),
      });
    }
  }
  return byOrigin;
}
