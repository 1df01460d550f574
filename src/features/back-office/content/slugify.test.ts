import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, SLUG_PATTERN, slugify } from '@/features/back-office/content/slugify';

describe('slugify', () => {
  it('makes lowercase hyphenated words without accents or symbols', () => {
    expect(slugify('Bun al Sesamo & Papavero')).toBe('bun-al-sesamo-papavero');
    expect(slugify('  Però, che Brioche!  ')).toBe('pero-che-brioche');
    expect(slugify('Il pane dell’orto')).toBe('il-pane-dell-orto');
    expect(slugify('Bun 100% integrale')).toBe('bun-100-integrale');
  });

  it('always gives what the database accepts, or nothing', () => {
    for (const name of [
      'Crème brûlée',
      'ÀÉÌÒÙ 2026',
      '---',
      '',
      'x'.repeat(200),
      `${'ab '.repeat(40)}`,
    ]) {
      const slug = slugify(name);
      expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      if (slug) expect(slug).toMatch(SLUG_PATTERN);
    }
    expect(slugify('---')).toBe('');
  });
});
