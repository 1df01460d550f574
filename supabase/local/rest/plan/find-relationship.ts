import { RestError } from '../errors.ts';
import type { Relationship, SchemaCache } from '../schema/types.ts';
import { qualifiedKey } from '../schema/types.ts';
import { closestMatch } from './fuzzy.ts';

const cardinalityNames = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
} as const;

function singleColumn(relationship: Relationship, side: 0 | 1): string | undefined {
  if (relationship.cardinality === 'm2m' || relationship.columns.length !== 1) return undefined;
  return relationship.columns[0]?.[side];
}

/** Does `target` (with optional `hint`) name this relationship? PostgREST's `findRel` rules. */
function matches(relationship: Relationship, target: string, hint: string | undefined): boolean {
  const isConstraint = (name: string) =>
    relationship.cardinality !== 'm2m' && relationship.constraint === name;
  if (relationship.isSelf) {
    if (hint === undefined) {
      // children:family_tree(*) is the one-to-many; parent(*) (the FK column) the many-to-one.
      return (
        (target === relationship.foreignTable && relationship.cardinality === 'o2m') ||
        (singleColumn(relationship, 0) === target && relationship.cardinality === 'm2o')
      );
    }
    return (
      target === relationship.foreignTable &&
      relationship.cardinality === 'o2m' &&
      singleColumn(relationship, 1) === hint
    );
  }
  if (hint === undefined) {
    return (
      target === relationship.foreignTable ||
      (!relationship.foreignTableIsView &&
        (isConstraint(target) || singleColumn(relationship, 0) === target))
    );
  }
  return (
    target === relationship.foreignTable &&
    (isConstraint(hint) ||
      singleColumn(relationship, 0) === hint ||
      singleColumn(relationship, 1) === hint ||
      relationship.junction?.table === hint)
  );
}

function describe(relationship: Relationship): {
  cardinality: string;
  embedding: string;
  relationship: string;
} {
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  const embedding = `${relationship.table} with ${relationship.foreignTable}`;
  const junction = relationship.junction;
  const text = junction
    ? `${junction.table} using ${junction.constraint1}${list(junction.sourceColumns.map(([, c]) => c))} and ${junction.constraint2}${list(junction.targetColumns.map(([, c]) => c))}`
    : `${relationship.constraint} using ${relationship.table}${list(relationship.columns.map(([c]) => c))} and ${relationship.foreignTable}${list(relationship.columns.map(([, c]) => c))}`;
  return { cardinality: cardinalityNames[relationship.cardinality], embedding, relationship: text };
}

function hintName(relationship: Relationship): string {
  return `'${relationship.foreignTable}!${relationship.junction?.table ?? relationship.constraint}'`;
}

/** The one relationship `origin?select=target!hint(…)` means; PGRST200 if none, PGRST201 if several. */
export function findRelationship(
  cache: SchemaCache,
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = cache.relationships.get(qualifiedKey(schema, origin)) ?? [];
  const found = candidates.filter((relationship) => matches(relationship, target, hint));
  if (found.length === 1 && found[0]) return found[0];
  if (found.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
      found.map(describe),
      `Try changing '${target}' to one of the following: ${found.map(hintName).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const originKnown = candidates.length > 0;
  const suggestion = originKnown
    ? closestMatch(target, new Set(candidates.map((r) => r.foreignTable)))
    : closestMatch(
        origin,
        [...cache.relationships.keys()]
          .filter((k) => k.startsWith(`${schema}.`))
          .map((k) => k.slice(schema.length + 1)),
      );
  throw new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
    suggestion
      ? `Perhaps you meant '${suggestion}' instead of '${originKnown ? target : origin}'.`
      : null,
  );
}
