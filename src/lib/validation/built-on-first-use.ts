/**
 * A value built the first time it is asked for, then kept. For zod schemas: zod builds a
 * schema's internals when it is declared, and the customer's and the bundle's schemas alone
 * took 13 ms of one start-up task on the home page at full CPU speed (52 ms on Lighthouse's 4×
 * phone), for a visitor who may never parse either (decision 017 item 30). The public pages'
 * start path now loads no zod at all (item 36); schemas elsewhere still start nothing early.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
