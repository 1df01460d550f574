import { type DocumentFile, fetchDocument } from '@/domain/documents/fetch-document';

/**
 * The statement (estratto conto) PDF of the caller's account, or — for an admin — of any
 * customer (decision 015).
 */
export function fetchStatementPdf(customerId?: string): Promise<DocumentFile> {
  return fetchDocument(
    'statements',
    customerId ? { customer_id: customerId } : {},
    'estratto-conto.pdf',
  );
}
