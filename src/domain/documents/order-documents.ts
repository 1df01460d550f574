import { z } from 'zod/mini';
import { dataOrThrow } from '@/lib/api-error';
import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

/**
 * The papers of one order (`order_documents`, decision 018): its delivery note, the invoice
 * that covers it (its own TD01, or its month's deferred TD24), its credit notes and any voided
 * document. Admins and whoever keeps the account's books read them; others get order_not_found.
 */
export const fiscalDocumentSchema = z.object({
  id: z.string(),
  label: z.string(),
  document_type: z.enum(['TD01', 'TD24', 'TD04']),
  issued_on: z.string(),
  total: z.number(),
  sdi_status: z.enum(['issued', 'delivered', 'not_delivered', 'rejected', 'void']),
  file_name: z.nullable(z.string()),
  sdi_errors: z.nullable(
    z.array(z.object({ code: z.string(), description: z.string(), hint: z.nullish(z.string()) })),
  ),
  resend_until: z.nullable(z.string()),
  corrects_invoice_id: z.nullable(z.string()),
});
export type FiscalDocument = z.infer<typeof fiscalDocumentSchema>;

export const orderDocumentsSchema = z.object({
  delivery_note: z.nullable(
    z.object({
      id: z.string(),
      number: z.number(),
      year: z.number(),
      issued_on: z.string(),
      transport_started_at: z.string(),
      cancelled: z.boolean(),
    }),
  ),
  invoice: z.nullable(fiscalDocumentSchema),
  credit_notes: z.array(fiscalDocumentSchema),
  voided: z.array(fiscalDocumentSchema),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

export async function fetchOrderDocuments(
  client: ShopSupabaseClient,
  orderId: string,
): Promise<OrderDocuments> {
  return orderDocumentsSchema.parse(
    dataOrThrow(await client.rpc('order_documents', { p_order_id: orderId })),
  );
}

export const documentTypeLabels = {
  TD01: 'Fattura',
  TD24: 'Fattura differita',
  TD04: 'Nota di credito',
} as const;

/** Where the SdI is with a document, as the console and the customer read it. */
export const sdiStatusLabels = {
  issued: 'In attesa dell’esito dello SdI',
  delivered: 'Consegnata',
  not_delivered: 'Non recapitata: nell’area riservata del cliente',
  rejected: 'Scartata dallo SdI',
  void: 'Annullata dopo lo scarto',
} as const;
