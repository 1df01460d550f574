import { readFileSync } from 'node:fs';

/**
 * The demo catalogue as supabase/seed.sql inserts it, read from the file: what the shop shows
 * on a fresh install, so tests can hold it to the rules (VAT by ingredients, Annex XIV energy).
 */
export interface DemoProduct {
  slug: string;
  name: string;
  ingredients: string;
  allergens: string[];
  nutrition: {
    calories: number;
    fats: number;
    saturated_fats: number;
    carbs: number;
    sugars: number;
    fiber: number;
    proteins: number;
    salt: number;
  };
  weightGrams: number;
  legalName: string;
  shelfLifeDays: number;
  vatRate: number;
}

const token = /'(?:[^']|'')*'|array\[[^\]]*\]|-?\d+(?:\.\d+)?|true|false/g;

function literal(value: string): string {
  return value.slice(1, -1).replaceAll("''", "'");
}

function list(value: string): string[] {
  return [...value.matchAll(/'((?:[^']|'')*)'/g)].map((match) =>
    (match[1] ?? '').replaceAll("''", "'"),
  );
}

export function demoProducts(): DemoProduct[] {
  const seed = readFileSync(new URL('../../supabase/seed.sql', import.meta.url), 'utf8');
  const start = seed.indexOf('from (values', seed.indexOf('insert into public.products'));
  const end = seed.indexOf(') as p (slug', start);
  const rows = seed
    .slice(start + 'from (values'.length, end)
    .split(/\n {2}\(/)
    .slice(1);
  return rows.map((row) => {
    const values = row.match(token) ?? [];
    const at = (index: number) => values[index] ?? '';
    return {
      slug: literal(at(0)),
      name: literal(at(1)),
      ingredients: literal(at(7)),
      allergens: list(at(8)),
      nutrition: JSON.parse(literal(at(9))) as DemoProduct['nutrition'],
      weightGrams: Number(at(16)),
      legalName: literal(at(17)),
      shelfLifeDays: Number(at(18)),
      vatRate: Number(at(19)),
    };
  });
}
