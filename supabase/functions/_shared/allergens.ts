// The 14 allergens of EU Regulation 1169/2011 (Annex II) as the database stores them, with the
// labels the shop shows. The same list as src/domain/catalogue/allergens.ts (functions are deployed
// on their own and cannot import the app); a test keeps the two equal.
export const allergenLabels: Record<string, string> = {
  glutine: 'Glutine',
  crostacei: 'Crostacei',
  uova: 'Uova',
  pesce: 'Pesce',
  arachidi: 'Arachidi',
  soia: 'Soia',
  latte: 'Latte',
  frutta_a_guscio: 'Frutta a guscio',
  sedano: 'Sedano',
  senape: 'Senape',
  sesamo: 'Sesamo',
  solfiti: 'Anidride solforosa e solfiti',
  lupini: 'Lupini',
  molluschi: 'Molluschi',
};

export interface AllergenPresence {
  label: string;
  /** The ordered products that contain it, in order of first appearance. */
  products: string[];
}

/**
 * Which allergens the ordered products contain, in the regulation's order, each with the
 * products that carry it. Unknown codes (a label added later) are kept, after the known ones.
 */
export function allergenSummary(
  products: { name: string; allergens: readonly string[] }[],
): AllergenPresence[] {
  const byCode = new Map<string, string[]>();
  for (const product of products) {
    for (const code of product.allergens) {
      const names = byCode.get(code) ?? [];
      if (!names.includes(product.name)) names.push(product.name);
      byCode.set(code, names);
    }
  }
  const knownOrder = Object.keys(allergenLabels);
  const rank = (code: string) => {
    const index = knownOrder.indexOf(code);
    return index === -1 ? knownOrder.length : index;
  };
  return [...byCode.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([code, names]) => ({
      label: allergenLabels[code] ?? code.replaceAll('_', ' '),
      products: names,
    }));
}
