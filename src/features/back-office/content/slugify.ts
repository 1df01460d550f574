import { foldText } from '@/lib/fold-text';
/** Longest slug the products table accepts (the blog allows more; 80 suits both). */
export const MAX_SLUG_LENGTH = 80;

/** The database's slug rule: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A URL slug from a name: 'Bun al Sesamo & Papavero' → 'bun-al-sesamo-papavero'. Accents are
 * dropped ('Però' → 'pero') and apostrophes split words ('dell’orto' → 'dell-orto').
 */
export function slugify(name: string): string {
  const words = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}
