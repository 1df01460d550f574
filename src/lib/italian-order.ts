/**
 * Names in the order an Italian reader expects ('Bun al Pomodoro' before 'bun Classico', 'Bun
 * 5 Cereali' before 'Bun 12 Semi'), as `Intl.Collator('it-IT', { sensitivity: 'base', numeric:
 * true })` orders them, without building the Intl object for the names a shop actually has: the
 * first Intl object a page builds loads the browser's locale data (15–35 ms of main thread here,
 * four times that on a slow phone), and the catalogue is sorted on the first screen of the home
 * page and the list. Accents and case do not count; spaces come before punctuation, punctuation
 * before digits, digits (by value) before letters. A name with a character outside that set (ß,
 * ø, an en dash, ®, a tab) is left to Intl. The unit test checks both against Intl.
 */

/**
 * Punctuation and symbols in the order of Unicode's default collation (CLDR root); characters
 * in one group are the same to a reader (straight and curly apostrophes and quotes).
 */
const punctuationOrder = [
  '_',
  '-',
  ',',
  ';',
  ':',
  '!',
  '?',
  '.',
  "'‘’",
  '"“”',
  '«',
  '»',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '@',
  '*',
  '/',
  '\\',
  '&',
  '#',
  '%',
  '`',
  '^',
  '+',
  '<',
  '=',
  '>',
  '|',
  '~',
  '$',
];

/** What a folded name may hold for the order above to be Intl's. */
const plainName = /^[a-z0-9 _\-,;:!?.'‘’"“”«»()[\]{}@*/\\&#%`^+<=>|~$]*$/;

// A plain name's sort key is a string whose plain comparison (code unit by code unit) is the
// order above: a space, then punctuation by its rank, then digits, then letters as themselves.
const SPACE = '\u0001';
const FIRST_PUNCTUATION = 0x02;
/** Starts a number: after every punctuation rank, before 'a'. */
const NUMBER = '\u0040';

/** A run of digits by value: its length without leading zeros, then its digits (5 < 12). */
function numberKey(digits: string): string {
  const value = digits.replace(/^0+(?=\d)/, '');
  return `${NUMBER}${String.fromCharCode(value.length)}${value}`;
}

function characterKey(character: string): string {
  if (character === ' ') return SPACE;
  if (/[a-z]/.test(character)) return character;
  const rank = punctuationOrder.findIndex((group) => group.includes(character));
  return String.fromCharCode(FIRST_PUNCTUATION + rank);
}

/**
 * What two names are compared by: accents and case folded away, then, for a plain name, a key
 * that compares as a string; a name with another character keeps only itself, for Intl. Made
 * once per name: a sort compares each name many times.
 */
export interface ItalianSortKey {
  readonly name: string;
  readonly key: string | undefined;
}

export function italianSortKey(name: string): ItalianSortKey {
  const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (!plainName.test(folded)) return { name, key: undefined };
  const key = (folded.match(/\d+|\D/g) ?? [])
    .map((part) => (/\d/.test(part) ? numberKey(part) : characterKey(part)))
    .join('');
  return { name, key };
}

let collator: Intl.Collator | undefined;

/** Negative when `a` comes first, positive when `b` does, 0 when the reader sees no order. */
export function compareItalianKeys(a: ItalianSortKey, b: ItalianSortKey): number {
  if (a.key === undefined || b.key === undefined) {
    collator ??= new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });
    return Math.sign(collator.compare(a.name, b.name));
  }
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** `compareItalianKeys` for two names compared once; a sort should make the keys first. */
export function compareItalian(a: string, b: string): number {
  return compareItalianKeys(italianSortKey(a), italianSortKey(b));
}
