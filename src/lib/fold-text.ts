/**
 * Text as searches compare it: accents dropped ('Però' → 'pero') and lower case, so a customer
 * or an admin who types without accents still finds what they mean.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it-IT');
}
