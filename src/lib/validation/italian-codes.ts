/**
 * Italian identifiers and address fields, checked in the browser for instant Italian messages.
 * The same rules run in the database (`private.is_valid_*` and the CHECK constraints of
 * `profiles` and `delivery_addresses`), which stays the authority; the normalisers mirror the
 * database triggers, so what passes here is what the database stores.
 */

/** Partita IVA as the database stores it: no `IT` prefix, no spaces or dots. */
export function normalizePartitaIva(value: string): string {
  return value.toUpperCase().replace(/^IT|[^0-9A-Z]/g, '');
}

/** Codice fiscale / SDI as stored: capital letters and digits only. */
export function normalizeCode(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * Checks an Italian Partita IVA: 11 digits whose last one is the Luhn-style check digit
 * (odd positions summed, even positions doubled with 9 subtracted above 9).
 */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = digits[index] ?? 0;
    if (index % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === digits[10];
}

// Value of A..Z (and of 0..9 read as A..J) in odd positions, from the Ministry's table.
const oddPositionValues = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
const personalCodePattern =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/**
 * A codice fiscale: 16 characters (omocodia letters allowed in the digit positions) with the
 * right check letter, or a company's 11-digit code (the Partita IVA rule).
 */
export function isValidCodiceFiscale(value: string): boolean {
  if (/^\d{11}$/.test(value)) return isValidPartitaIva(value);
  if (!personalCodePattern.test(value)) return false;
  let total = 0;
  for (let index = 0; index < 15; index += 1) {
    const symbol = value.charCodeAt(index);
    const symbolIndex = symbol <= 57 ? symbol - 48 : symbol - 65;
    // Positions count from 1 in the rule: index 0 is an odd position.
    total += index % 2 === 0 ? (oddPositionValues[symbolIndex] ?? 0) : symbolIndex;
  }
  return String.fromCharCode(65 + (total % 26)) === value[15];
}

/** Codice destinatario SDI: exactly 7 letters or digits. */
export function isValidSdiCode(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(value);
}

/** The database's plausibility check for e-mail and PEC addresses. */
export function isPlausibleEmail(value: string): boolean {
  return value.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
}

/** A phone number as people type it: optional +, digits, spaces, dots, slashes, dashes. */
export function isValidPhone(value: string): boolean {
  return /^\+?[0-9][0-9 ./-]{5,19}$/.test(value);
}

/** CAP: five digits. */
export function isValidCap(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** Sigla della provincia: two letters (stored in capitals). */
export function isValidProvincia(value: string): boolean {
  return /^[A-Z]{2}$/.test(value.toUpperCase());
}
