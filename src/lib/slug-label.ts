/**
 * Words for a URL slug: 'bun-classico-al-sesamo' → 'Bun classico al sesamo'. Used for headings
 * and breadcrumbs of pages whose real title arrives later from the database.
 */
export function slugToLabel(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape: show the slug as it is.
  }
  const words = decoded.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toLocaleUpperCase('it-IT') + words.slice(1) : decoded;
}
