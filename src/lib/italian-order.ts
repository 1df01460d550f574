/**
 * Names in the order an Italian reader expects ('Bun al Pomodoro' before 'bun Classico', 'Bun
 * 5 Cereali' before 'Bun 12 Semi'), as `Intl.Collator('it-IT', { sensitivity: 'base', numeric:
 * true })` orders them, without Intl: the first Intl object a page builds loads the browser's
 * locale data (15–35 ms of main thread here, four times that on a slow phone), and the catalogue
 * is sorted on the first screen of the home page and the list. Accents and case do not count;
 * spaces come before punctuation, punctuation before digits, digits (by value) before letters.
 * The unit test checks it against Intl on product-like names.
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

/** Class and order of a character: whitespace, punctuation, symbols, digits, letters. */
function characterRank(character: string): [kind: number, order: number] {
  if (/\s/u.test(character)) return [0, 0];
  const punctuation = punctuationOrder.findIndex((group) => group.includes(character));
  if (punctuation >= 0) return [1, punctuation];
  if (/\d/.test(character)) return [3, 0];
  if (/\p{L}/u.test(character)) return [4, character.codePointAt(0) ?? 0];
  return [2, character.codePointAt(0) ?? 0];
}

/** Accents and case folded away, as characters (not UTF-16 units). */
const fold = (name: string) => [...name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()];

/** The run of digits starting at `from`, without leading zeros, and where it ends. */
function digitRun(characters: string[], from: number): [value: string, end: number] {
  let end = from;
  while (end < characters.length && /\d/.test(characters[end] ?? '')) end += 1;
  const value = characters
    .slice(from, end)
    .join('')
    .replace(/^0+(?=\d)/, '');
  return [value, end];
}

/** Negative when `a` comes first, positive when `b` does, 0 when the reader sees no order. */
export function compareItalian(a: string, b: string): number {
  const left = fold(a);
  const right = fold(b);
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const [leftKind, leftOrder] = characterRank(left[i] ?? '');
    const [rightKind, rightOrder] = characterRank(right[j] ?? '');
    if (leftKind === 3 && rightKind === 3) {
      // Numbers by value: 5 before 12.
      const [leftNumber, leftEnd] = digitRun(left, i);
      const [rightNumber, rightEnd] = digitRun(right, j);
      const order =
        leftNumber.length - rightNumber.length ||
        (leftNumber < rightNumber ? -1 : leftNumber > rightNumber ? 1 : 0);
      if (order !== 0) return Math.sign(order);
      i = leftEnd;
      j = rightEnd;
      continue;
    }
    if (leftKind !== rightKind) return Math.sign(leftKind - rightKind);
    if (leftOrder !== rightOrder) return Math.sign(leftOrder - rightOrder);
    i += 1;
    j += 1;
  }
  return Math.sign(left.length - i - (right.length - j));
}
