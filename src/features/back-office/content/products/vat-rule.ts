import { foldText } from '@/lib/fold-text';

/**
 * The VAT rate a bakery product's ingredients call for (decision 018):
 *  - 4 %: ordinary bakery products, "anche contenenti ingredienti e sostanze ammessi dal titolo
 *    III della L. 580/1967" — flours and cereals, water, salt, yeast, the sugars that law
 *    allows (dextrose, sucrose), fats and oils, milk, whole cereals and seeds, oilseeds, common
 *    herbs and spices (DPR 633/72, Tabella A, parte II, n. 15; art. 75 c. 2 L. 413/1991 as
 *    amended by L. 145/2018);
 *  - 10 %: "panetteria fine" — with eggs, honey, cheese or any ingredient outside that law
 *    (potatoes, tomato, vegetables, fruit, nuts, chocolate, colourings …), Tabella A, parte III,
 *    n. 68.
 * An ingredient the rule does not know is named for the admin to check with the accountant.
 */
export type BakeryVatRate = 4 | 10;

export interface VatVerdict {
  rate: BakeryVatRate;
  /** Ingredients that make it fine bakery (10 %). */
  outside: string[];
  /** Ingredients the rule cannot place: to check with the accountant. */
  unknown: string[];
}

/** Outside L. 580/1967: any one of these makes the product fine bakery. */
const fineBakery: [RegExp, string][] = [
  [/\buov[ao]\b|\btuorl|\balbum/, 'uova'],
  [/\bmiele\b/, 'miele'],
  [/formagg|parmigian|\bgrana\b|pecorin|mozzarell|ricott|cheddar|\btoma\b|stracchin/, 'formaggio'],
  [/patat/, 'patate'],
  [/pomodor/, 'pomodoro'],
  [/cipolla caramellata/, 'cipolla caramellata'],
  [/carbone/, 'carbone vegetale'],
  [/cioccolat|\bcacao\b/, 'cioccolato'],
  [
    /\bolive\b|\bnoci\b|nocciol|mandorl|pistacch|uvett|uva passa|\bfichi\b|frutta|\bmele\b|\bpere\b/,
    'frutta',
  ],
  [/zucchin|peperon(?!cino)|spinac|carot|(?<!semi di )\bzucca\b|verdur|ortagg|funghi/, 'verdure'],
  [/sciroppo|glucosio|fruttosio|maltodestrin/, 'zuccheri non ammessi'],
  [/prosciutt|speck|salam|pancett|lardo|wurstel|tonno|acciug/, 'carne o pesce'],
  [/\bpanna\b|\byogurt\b|mascarpone/, 'latticini'],
  [/colorant|aroma\b|aromi\b|conservant|\be\d{3}\b/, 'additivi'],
];

/** Within L. 580/1967 (title III) as the authentic interpretation reads it. */
const ordinaryBakery = [
  /farin|semol|\bcrusc|germe di grano|\bamido\b/,
  /\bacqua\b/,
  /\bsale\b/,
  /lievit|pasta madre/,
  /zucchero|destrosio|saccarosio/,
  /\bolio\b|\bburro\b|strutto|margarina/,
  /\blatte\b/,
  /\bmalto\b/,
  /\bsemi\b|sesamo|girasole|\blino\b|papavero|\bchia\b|semi di zucca|fiocchi|avena|orzo|segale|farro|mais|\briso\b|cereal|\bsoia\b|grano/,
  /spezi|erbe|origano|rosmarino|salvia|timo|basilico|finocchio|anice|cumino|curcuma|\bpepe\b|paprica|paprika|peperoncino|\baglio\b|\bcipolla\b|prezzemolo|coriandolo|zafferano/,
];

/** The ingredients of a label, one by one: commas outside brackets, percentages dropped. */
export function splitIngredients(ingredients: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of ingredients) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    if ((char === ',' || char === ';') && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts
    .map((part) =>
      part
        .replace(/\(\s*[\d.,]+\s*%\s*\)/g, '')
        .replace(/[.\s]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

/** An ingredient with its bracketed list opened: "mix di semi (girasole, lino)" → each part. */
function pieces(ingredient: string): string[] {
  const inner = /\(([^)]*)\)/.exec(ingredient)?.[1];
  if (!inner || !inner.includes(',')) return [ingredient];
  return [ingredient.replace(/\([^)]*\)/, '').trim(), ...splitIngredients(inner)];
}

export function vatVerdict(ingredients: string): VatVerdict {
  const outside = new Set<string>();
  const unknown: string[] = [];
  for (const ingredient of splitIngredients(ingredients)) {
    const folded = foldText(ingredient);
    const fine = fineBakery.filter(([pattern]) => pattern.test(folded)).map(([, label]) => label);
    if (fine.length > 0) {
      fine.forEach((label) => outside.add(label));
      continue;
    }
    const known = pieces(folded).every(
      (piece) => piece === '' || ordinaryBakery.some((pattern) => pattern.test(piece)),
    );
    if (!known) unknown.push(ingredient);
  }
  return { rate: outside.size > 0 ? 10 : 4, outside: [...outside], unknown };
}

function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * What the admin should know about a product's rate, in Italian: the rate and ingredients
 * disagree, or the ingredients leave it to the accountant. Null when the rate follows the rule.
 */
export function vatRateWarning(rate: number, ingredients: string): string | null {
  if (ingredients.trim() === '') return null;
  if (rate !== 4 && rate !== 10) {
    return 'Per i prodotti da forno l’aliquota è del 4% (panetteria ordinaria) o del 10% (panetteria fine).';
  }
  const verdict = vatVerdict(ingredients);
  if (rate === 4 && verdict.rate === 10) {
    return `Con ${listed(verdict.outside)} il prodotto è panetteria fine: l’aliquota è del 10% (DPR 633/72, tabella A, parte III, n. 68), non del 4%.`;
  }
  if (verdict.rate === 4 && verdict.unknown.length > 0) {
    return `Da verificare con il commercialista: ${listed(verdict.unknown)} non ${verdict.unknown.length === 1 ? 'è tra gli ingredienti' : 'sono tra gli ingredienti'} della panetteria ordinaria (L. 580/1967); se non lo ${verdict.unknown.length === 1 ? 'è' : 'sono'}, l’aliquota è del 10%.`;
  }
  if (rate === 10 && verdict.rate === 4) {
    return 'Gli ingredienti sono tutti ammessi per la panetteria ordinaria (L. 580/1967): l’aliquota è del 4% (DPR 633/72, tabella A, parte II, n. 15). Verifica con il commercialista prima di tenere il 10%.';
  }
  return null;
}
