/**
 * Numbers written as `Intl.NumberFormat('it-IT')` writes them (`1234,5`, `12.345,05`, `-0,5`),
 * without Intl. The first Intl formatter a page builds loads the browser's locale data: 15–35 ms
 * of main thread on this machine, four times that on a slow phone, on the first screen of every
 * page that shows a price. The unit test checks this module against Intl itself.
 */

export interface DecimalDigits {
  minFractionDigits: number;
  maxFractionDigits: number;
}

/** Rounds a plain decimal string (`12.345`) half away from zero at `digits` decimals. */
function roundDecimal(integer: string, fraction: string, digits: number): [string, string] {
  if (fraction.length <= digits) return [integer, fraction];
  const kept = `${integer}${fraction.slice(0, digits)}`;
  if (Number(fraction[digits]) < 5) return [integer, fraction.slice(0, digits)];
  // Add one at the last kept digit, carrying to the left.
  const digitsUp = kept.split('').map(Number);
  let index = digitsUp.length - 1;
  while (index >= 0) {
    if (digitsUp[index] === 9) {
      digitsUp[index] = 0;
      index -= 1;
    } else {
      digitsUp[index] = (digitsUp[index] ?? 0) + 1;
      break;
    }
  }
  const rounded = `${index < 0 ? '1' : ''}${digitsUp.join('')}`;
  const cut = rounded.length - digits;
  return [rounded.slice(0, cut), rounded.slice(cut)];
}

/** Thousands separated by dots from five integer digits on (CLDR's Italian grouping). */
function groupThousands(integer: string): string {
  return integer.length < 5 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * `value` in Italian with between `minFractionDigits` and `maxFractionDigits` decimals, rounded
 * half away from zero on the number's shortest decimal form, as Intl does. Values a price or a
 * nutrition table never holds (not finite, or past 1e21) are left to Intl.
 */
export function formatItalianDecimal(
  value: number,
  { minFractionDigits, maxFractionDigits }: DecimalDigits,
): string {
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || /e/i.test(plain)) {
    return new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: maxFractionDigits,
    }).format(value);
  }
  const [wholePart = '0', fractionPart = ''] = plain.split('.');
  const [integer, fraction] = roundDecimal(wholePart, fractionPart, maxFractionDigits);
  let shown = fraction.replace(/0+$/, '');
  if (shown.length < minFractionDigits) shown = shown.padEnd(minFractionDigits, '0');
  const negative = value < 0 || Object.is(value, -0);
  const digits = `${groupThousands(integer)}${shown ? `,${shown}` : ''}`;
  return `${negative ? '-' : ''}${digits}`;
}
