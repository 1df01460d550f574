import type { Routine, RoutineParam } from '../schema/types.ts';
import { ident, type Params, qualified } from './fragments.ts';

export type CallArguments =
  /** Named arguments read from a JSON object (`{"a":1}`); only `params` are passed. */
  | { kind: 'named'; params: RoutineParam[]; json: string }
  /** The whole JSON body as the single (unnamed or `params=single-object`) argument. */
  | { kind: 'single'; param: RoutineParam; json: string };

/** A function result is read as a set of scalars when it has no columns of its own. */
export function returnsScalar(routine: Routine): boolean {
  return routine.resultColumns === undefined;
}

/**
 * `SELECT pgrst_call.* FROM … fn(a := …) pgrst_call`: the function call PostgREST builds
 * (Query/QueryBuilder.hs `callPlanToQuery`), arguments converted by json_to_record with the
 * parameters' types so defaults apply to the ones left out.
 */
export function callSql(routine: Routine, args: CallArguments, params: Params): string {
  const fn = qualified(routine.schema, routine.name);
  let argumentList = '';
  let from = '';
  if (args.kind === 'single') {
    argumentList = `${params.text(args.json)}::${args.param.type}`;
  } else if (args.params.length > 0) {
    const typed = args.params.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
    from =
      `(SELECT ${params.text(args.json)}::json AS json_data) pgrst_payload, ` +
      `LATERAL (SELECT * FROM json_to_record(pgrst_payload.json_data) AS _(${typed})) pgrst_body, LATERAL `;
    argumentList = args.params
      .map(
        (param) =>
          `${param.variadic ? 'VARIADIC ' : ''}${ident(param.name)} := pgrst_body.${ident(param.name)}`,
      )
      .join(', ');
  }
  const call = `${fn}(${argumentList})`;
  const callee = returnsScalar(routine)
    ? `(SELECT ${call} AS pgrst_scalar) pgrst_call`
    : `${call} pgrst_call`;
  return `SELECT pgrst_call.* FROM ${from}${callee}`;
}
