import { type DocumentFile, fetchDocument } from '@/domain/documents/fetch-document';

/** The allergen and product sheets of an order's products, a page each (its customer, admins). */
export function fetchOrderProductSheets(orderId: string): Promise<DocumentFile> {
  return fetchDocument('product-sheets', { order_id: orderId }, 'schede-allergeni.pdf');
}

/** One product's allergen and product sheet (anyone for a product on sale; admins any). */
export function fetchProductSheet(productId: string): Promise<DocumentFile> {
  return fetchDocument('product-sheets', { product_id: productId }, 'scheda-allergeni.pdf');
}
