/**
 * Numbers in [0, 1) from a seed (a linear congruential generator): tests that generate their
 * cases get the same ones every run, so a failure can be replayed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
