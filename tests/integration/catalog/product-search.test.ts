import { describe, expect, inject, it } from 'vitest';
import { productSearchFilter } from '../../../src/domain/catalogue/product-filters.ts';
import { createNodeClient } from '../../support/supabase-clients.ts';

const anon = createNodeClient(inject('stackUrl'), inject('anonKey'));

async function search(text: string) {
  return anon.from('products').select('slug, name').or(productSearchFilter(text)).order('name');
}

describe('the catalogue search filter the PWA sends', () => {
  it('matches name or description case-insensitively', async () => {
    const { data, error } = await search('SESAMO');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    // "smash burger" is only in the potato bun's description, not in any name.
    const byDescriptionOnly = await search('SMASH');
    expect(byDescriptionOnly.error).toBeNull();
    expect(byDescriptionOnly.data?.map((row) => row.slug)).toContain('buns-patata');
  });

  it('treats PostgREST syntax and LIKE wildcards typed by a buyer as plain text', async () => {
    for (const text of ['a,b(c)', 'bun.classico:x', '100%', 'pane_', '"quoted"', 'back\\slash']) {
      const { data, error } = await search(text);
      expect(error, text).toBeNull();
      expect(data, text).toEqual([]);
    }
  });
});
