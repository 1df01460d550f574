import type { FreedPart, StoragePressureDetail, StoredPart } from '@/lib/quota-errors';

const needs: Record<StoredPart, string> = {
  outbox: 'l’ordine in attesa di invio',
  cart: 'il carrello',
  catalogue: 'il catalogo',
  pictures: 'le foto',
};

const gaveWay: Record<FreedPart, string> = {
  pictures: 'le foto salvate per l’uso offline',
  catalogue: 'il catalogo salvato sul dispositivo',
  'query-cache': 'la copia delle pagine già viste',
};

/**
 * What the buyer is told when the device ran out of space (issue 20): what was given up to
 * keep what matters more, or that even that was not enough. Null when nothing happened.
 */
export function storagePressureMessage(detail: StoragePressureDetail): string | null {
  if (!detail.saved) {
    return `Spazio esaurito sul dispositivo: non riusciamo a salvare ${needs[detail.needed]}. Libera spazio e riprova.`;
  }
  if (detail.freed.length === 0) return null;
  const freed = detail.freed.map((part) => gaveWay[part]);
  const list = freed.length === 1 ? freed[0] : `${freed.slice(0, -1).join(', ')} e ${freed.at(-1)}`;
  return `Spazio quasi esaurito sul dispositivo: per salvare ${needs[detail.needed]} abbiamo tolto ${list}. Si scaricano di nuovo quando c’è spazio.`;
}
