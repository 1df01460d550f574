import {
  callDocumentFunction,
  type DocumentFile,
  fetchDocument,
} from '@/domain/documents/fetch-document';

// Invoices, deferred invoices and credit notes (decisions 011 and 018): the files, and the
// admin's requests to the `invoices` and `sdi-receipts` functions, which check each XML before
// a number is spent and decide who may do what.

/** Admins: the FatturaPA XML of an order's invoice, issued now when it is due. */
export function fetchOrderInvoice(orderId: string): Promise<DocumentFile> {
  return fetchDocument('invoices', { order_id: orderId }, 'fattura.xml');
}

/** A document's XML or PDF copy (admins; the account's owner and Amministrazione). */
export function fetchInvoiceFile(invoiceId: string, format: 'xml' | 'pdf'): Promise<DocumentFile> {
  return fetchDocument(
    'invoices',
    { invoice_id: invoiceId, format },
    format === 'pdf' ? 'documento.pdf' : 'fattura.xml',
  );
}

/** Admins: a zip of the XML of the documents dated in [from, to]. */
export function fetchPeriodInvoices(from: string, to: string): Promise<DocumentFile> {
  return fetchDocument('invoices', { from, to }, `fatture-${from}-${to}.zip`);
}

export type CreditReason = 'refund' | 'return' | 'cancellation';

export type IssueRequest =
  | { type: 'TD01'; order_id: string }
  | { type: 'TD24'; customer_id: string; month: string }
  | {
      type: 'TD04';
      order_id: string;
      reason: CreditReason;
      lines?: { item_id: string; packs: number }[];
      shipping?: boolean;
      description?: string;
    };

export interface IssuedDocument {
  id: string;
  label: string;
  document_type: 'TD01' | 'TD24' | 'TD04';
  issued_on: string;
  total: number;
  sdi_status: string;
  file_name: string | null;
}

/** Admins: issues a document (its XML is checked before it gets a number). */
export async function issueFiscalDocument(request: IssueRequest): Promise<IssuedDocument> {
  const answer = (await callDocumentFunction('invoices', { issue: request })) as {
    invoice: IssuedDocument;
  };
  return answer.invoice;
}

export interface InvoiceCorrections {
  sdi_code?: string | null;
  pec?: string | null;
  update_account?: boolean;
}

/** Admins: a rejected document corrected and sent again (same number and date, a new file). */
export async function resendInvoice(
  invoiceId: string,
  corrections: InvoiceCorrections,
): Promise<IssuedDocument> {
  const answer = (await callDocumentFunction('invoices', {
    resend: { invoice_id: invoiceId, corrections },
  })) as { invoice: IssuedDocument };
  return answer.invoice;
}

export interface RecordedReceipt {
  invoice: { id: string; label: string; sdi_status: string; resend_until: string | null };
  receipt: {
    kind: 'delivered' | 'rejected' | 'not_delivered';
    errors: { code: string; description: string; hint: string | null }[];
    already_recorded: boolean;
  };
}

/** Admins: records a receipt of the SdI (its XML, as it came). */
export async function uploadSdiReceipt(xml: string): Promise<RecordedReceipt> {
  return (await callDocumentFunction('sdi-receipts', { xml })) as RecordedReceipt;
}
