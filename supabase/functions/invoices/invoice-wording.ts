// How a fiscal document describes itself in words (the XML's Causale, the PDF copy's headings):
// Italian, dates written out, so the accountant reads why the document exists.
import { formatShortDate } from '../_shared/documents/document-format.ts';
import type { FiscalDocument } from './invoice-content.ts';

const months = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** `novembre 2026` from `2026-11-01`. */
export function monthName(isoMonth: string): string {
  const [year, month] = isoMonth.split('-');
  return `${months[Number(month) - 1] ?? ''} ${year}`;
}

export const creditReasons = {
  refund: 'rimborso',
  return: 'reso',
  cancellation: 'annullamento',
} as const;

/** The Causale lines of the document (each at most 200 characters once written). */
export function documentCausale(document: FiscalDocument): string[] {
  const { orders, period, credit } = document.content;
  if (credit) {
    const order = orders[0];
    return [
      `Nota di credito per ${creditReasons[credit.reason]} relativa all'ordine ${order?.order_number ?? ''}, a storno della fattura ${credit.corrects.label} del ${formatShortDate(credit.corrects.issued_on)}`,
      ...(credit.description ? [credit.description] : []),
    ];
  }
  if (document.documentType === 'TD24') {
    const notes = orders.flatMap((order) =>
      order.delivery_note ? [`${order.delivery_note.number}/${order.delivery_note.year}`] : [],
    );
    return [
      `Fattura differita delle consegne di ${period ? monthName(period.month) : ''} (art. 21 c. 4 lett. a DPR 633/72)`,
      `DDT ${notes.join(', ')}`,
    ];
  }
  const order = orders[0];
  return [
    `Ordine ${order?.order_number ?? ''} del ${formatShortDate(order?.ordered_on ?? document.issuedOn)}`,
  ];
}
