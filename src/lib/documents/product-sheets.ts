import { type DocumentFile, fetchDocument } from '@/lib/documents/fetch-document';

/** The allergen and product sheets of an order's products, a page each (its customer, admins). */
export function fetchOrderProductSheets(orderId: string): Promise<DocumentFile> {
  return fetchDocument('product-sheets', { order_id: orderId }, 'schede-allergeni.pdf');
}
