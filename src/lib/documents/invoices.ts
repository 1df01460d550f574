import { type DocumentFile, fetchDocument } from '@/lib/documents/fetch-document';

/** Admins: the FatturaPA XML of one shipped or delivered business order. */
export function fetchOrderInvoice(orderId: string): Promise<DocumentFile> {
  return fetchDocument('invoices', { order_id: orderId }, 'fattura.xml');
}

/** Admins: a zip of the invoices of the business orders delivered in [from, to]. */
export function fetchPeriodInvoices(from: string, to: string): Promise<DocumentFile> {
  return fetchDocument('invoices', { from, to }, `fatture-${from}-${to}.zip`);
}
