import { type DocumentFile, fetchDocument } from '@/domain/documents/fetch-document';

/** The delivery note (DDT) PDF of one order: the customer's own, or any for an admin. */
export function fetchOrderDeliveryNote(orderId: string): Promise<DocumentFile> {
  return fetchDocument('delivery-notes', { order_id: orderId }, 'DDT.pdf');
}

/** Admins: every delivery note of a delivery day, one page per order, in one PDF. */
export function fetchDayDeliveryNotes(deliveryDate: string): Promise<DocumentFile> {
  return fetchDocument(
    'delivery-notes',
    { delivery_date: deliveryDate },
    `DDT-consegne-${deliveryDate}.pdf`,
  );
}
