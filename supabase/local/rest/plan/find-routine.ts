import { RestError } from '../errors.ts';
import type { Routine, SchemaCache } from '../schema/types.ts';
import { qualifiedKey } from '../schema/types.ts';
import { closestMatch } from './fuzzy.ts';

export interface RoutineCall {
  /** Argument names given (JSON keys, or query parameters on GET). */
  keys: string[];
  /** POST with a JSON body: a function taking one unnamed json/jsonb parameter also matches. */
  jsonBody: boolean;
  /** `Prefer: params=single-object`. */
  singleObject: boolean;
}

const jsonTypes = new Set(['json', 'jsonb']);
/** The one unnamed parameter PostgREST can pass is the raw body, of one of these types. */
const rawBodyTypes = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/** A function of one unnamed json, jsonb, text, xml or bytea parameter: it takes the raw body. */
export function takesRawBody(routine: Routine): boolean {
  const [only] = routine.params;
  return (
    routine.params.length === 1 &&
    only !== undefined &&
    only.name === '' &&
    rawBodyTypes.has(only.type)
  );
}

/** PostgREST leaves out functions with unnamed parameters it could never fill. */
function callable(routine: Routine): boolean {
  return routine.params.every((param) => param.name !== '') || takesRawBody(routine);
}

/** PostgREST lists the candidates fewest parameters first, then by their signature. */
function byParamsThenSignature(a: Routine, b: Routine): number {
  return a.params.length - b.params.length || signature(a).localeCompare(signature(b));
}

export function takesSingleJson(routine: Routine): boolean {
  const [only] = routine.params;
  return routine.params.length === 1 && only !== undefined && jsonTypes.has(only.type);
}

function matchesKeys(routine: Routine, call: RoutineCall): boolean {
  if (call.singleObject) return takesSingleJson(routine);
  // The one unnamed parameter a callable function may have is named "" here, as PostgREST's
  // schema cache names it: left out it takes its default, `{"": …}` gives it.
  const names = new Set(routine.params.map((param) => param.name));
  return (
    call.keys.every((key) => names.has(key)) &&
    routine.params.every((param) => !param.required || call.keys.includes(param.name))
  );
}

function signature(routine: Routine): string {
  return `${routine.schema}.${routine.name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;
}

/**
 * Chooses the function `schema.name` a call means, as PostgREST does (`findProc`): overloads are
 * told apart by parameter names; a single unnamed json/jsonb parameter is the fallback for POST.
 */
export function findRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  call: RoutineCall,
): Routine {
  const overloads = (cache.routines.get(qualifiedKey(schema, name)) ?? []).filter(callable);
  const matching = overloads.filter((routine) => matchesKeys(routine, call));
  const fallback = call.jsonBody ? overloads.filter(takesRawBody) : [];
  const chosen = matching.length > 0 ? matching : fallback;
  if (chosen.length === 1 && chosen[0]) return chosen[0];
  if (chosen.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${[...chosen].sort(byParamsThenSignature).map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const keys = [...call.keys].sort();
  const fn = `${schema}.${name}`;
  const withParams =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  let hint: string | null = null;
  if (overloads.length > 0) {
    const lists = overloads.map(
      (routine) =>
        `(${routine.params
          .map((p) => p.name)
          .sort()
          .join(', ')})`,
    );
    const closest = closestMatch(`(${keys.join(', ')})`, lists, 0.3) ?? lists[0];
    if (closest) hint = `Perhaps you meant to call the function ${fn}${closest}`;
  } else {
    const sameSchema = [...cache.routines.keys()]
      .filter((key) => key.startsWith(`${schema}.`))
      .map((key) => key.slice(schema.length + 1));
    const closest = closestMatch(name, sameSchema, 0.75);
    if (closest) hint = `Perhaps you meant to call the function ${schema}.${closest}`;
  }
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
    `Searched for the function ${fn}${withParams}${call.jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  );
}
