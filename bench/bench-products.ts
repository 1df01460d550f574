import type { SupabaseClient } from '@supabase/supabase-js';
import { completeProductInformation } from '../tests/support/complete-product.ts';

export const benchCategories = [
  'classici',
  'speciali',
  'integrali',
  'brioche',
  'senza_glutine',
] as const;

/**
 * Adds `count` plausible products (every category, some bestsellers, searchable words) so the
 * measures run on a catalogue far larger than the seed; returns the id of one of them.
 */
export async function addBenchProducts(service: SupabaseClient, count: number): Promise<string> {
  const rows = Array.from({ length: count }, (_, index) => ({
    ...completeProductInformation,
    slug: `bench-bun-${index}`,
    name: `Bun di prova ${String(index).padStart(4, '0')}`,
    description:
      index % 7 === 0 ? 'Morbido bun al sesamo tostato' : 'Bun artigianale per hamburger',
    price: 3.5 + (index % 40) / 10,
    category: benchCategories[index % benchCategories.length],
    is_bestseller: index % 9 === 0,
    stock_quantity: 100_000,
    weight_grams: 80,
  }));
  for (let start = 0; start < rows.length; start += 250) {
    const { error } = await service.from('products').insert(rows.slice(start, start + 250));
    if (error) throw new Error(`inserting bench products failed: ${error.message}`);
  }
  const { data, error } = await service
    .from('products')
    .select('id')
    .eq('slug', 'bench-bun-1')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}
