/** Closest candidate by edit distance, for PostgREST-style "Perhaps you meant …" hints. */
function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

/** The candidate most similar to `name` with similarity ≥ `minScore` (1 − distance/length). */
export function closestMatch(
  name: string,
  candidates: Iterable<string>,
  minScore = 0.6,
): string | undefined {
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const score =
      1 -
      editDistance(name.toLowerCase(), candidate.toLowerCase()) /
        Math.max(name.length, candidate.length);
    if (score >= minScore && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate;
}
