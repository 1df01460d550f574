/** A function's environment as the runtime hands it over (Deno.env.toObject() or the local runner's). */
export type FunctionEnv = Record<string, string | undefined>;
