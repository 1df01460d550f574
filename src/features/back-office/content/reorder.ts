/** The list with the item at `from` moved to `to` (both clamped to the list); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length) return result;
  const target = Math.max(0, Math.min(to, result.length - 1));
  const [moved] = result.splice(from, 1);
  if (moved === undefined) return result;
  result.splice(target, 0, moved);
  return result;
}
