import { z } from 'zod/mini';
import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow, okOrThrow } from '@/lib/api-error';
import { fiscalDocumentSchema } from '@/domain/documents/order-documents';

// The console's side of the fiscal documents (decision 018): the documents the SdI has not
// delivered yet, voiding a rejected one, a business's invoicing mode. Issuing, resending and
// receipts go through the `invoices` and `sdi-receipts` functions (src/domain/documents/invoices.ts),
// which check every XML before a number is spent.

export const openDocumentSchema = z.extend(fiscalDocumentSchema, {
  buyer_name: z.nullable(z.string()),
  buyer_type: z.enum(['business', 'private']),
  buyer_sdi_code: z.nullable(z.string()),
  buyer_pec: z.nullable(z.string()),
  customer_id: z.nullable(z.string()),
  orders: z.array(z.object({ id: z.string(), order_number: z.string() })),
});
export type OpenDocument = z.infer<typeof openDocumentSchema>;

/** Documents waiting for the SdI's outcome, rejected, or not delivered (at most 200). */
export async function fetchOpenDocuments(client: ApiClient): Promise<OpenDocument[]> {
  return z
    .array(openDocumentSchema)
    .parse(dataOrThrow(await client.rpc('admin_open_fiscal_documents')));
}

/** Gives up a rejected document: its orders can then be invoiced again, with a new number. */
export async function voidRejectedDocument(client: ApiClient, invoiceId: string): Promise<void> {
  okOrThrow(await client.rpc('void_rejected_invoice', { p_invoice_id: invoiceId }));
}

export type InvoicingMode = 'immediate' | 'monthly';

export async function setInvoicingMode(
  client: ApiClient,
  customerId: string,
  mode: InvoicingMode,
): Promise<void> {
  okOrThrow(
    await client.rpc('admin_set_invoicing_mode', { p_customer_id: customerId, p_mode: mode }),
  );
}
