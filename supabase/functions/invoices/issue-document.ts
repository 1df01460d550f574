// Issuing a document so that no number is spent on one that would not validate: the database
// drafts it, the XML is built with a placeholder number and checked, and only then is it issued
// (public.issue_fiscal_document, service role) with the draft's fingerprint; the numbered XML is
// checked again and stored. A corrected resend after a rejection goes the same way.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { checkDraft, invoiceXml } from './invoice-file.ts';
import {
  documentLabel,
  documentTypes,
  type InvoiceRow,
  invoiceRowSchema,
  parseContent,
} from './invoice-content.ts';

export const issueRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TD01'), order_id: z.string().uuid() }).strict(),
  z
    .object({
      type: z.literal('TD24'),
      customer_id: z.string().uuid(),
      month: z.string().regex(/^\d{4}-\d{2}-01$/),
      as_of: z.string().datetime({ offset: true }).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('TD04'),
      order_id: z.string().uuid(),
      reason: z.enum(['refund', 'return', 'cancellation']),
      lines: z
        .array(z.object({ item_id: z.string().uuid(), packs: z.number().int().min(0) }).strict())
        .max(200)
        .optional(),
      shipping: z.boolean().optional(),
      description: z.string().max(500).optional(),
    })
    .strict(),
]);
export type IssueRequest = z.infer<typeof issueRequestSchema>;

export const correctionsSchema = z
  .object({
    sdi_code: z.string().max(7).nullable().optional(),
    pec: z.string().max(254).nullable().optional(),
    address: z
      .object({
        street: z.string(),
        postal_code: z.string(),
        city: z.string(),
        province: z.string(),
      })
      .strict()
      .optional(),
    update_account: z.boolean().optional(),
  })
  .strict();
export type Corrections = z.infer<typeof correctionsSchema>;

/** A database refusal, with the SQL error's code and Italian hint. */
export class DocumentRpcError extends Error {
  constructor(
    readonly code: string | undefined,
    readonly reason: string,
    readonly hint: string | undefined,
  ) {
    super(reason);
    this.name = 'DocumentRpcError';
  }
}

type RpcError = { code?: string; message: string; hint?: string | null };

async function rpc(client: SupabaseClient, name: string, args: Record<string, unknown>) {
  const { data, error } = (await client.rpc(name, args)) as {
    data: unknown;
    error: RpcError | null;
  };
  if (error) throw new DocumentRpcError(error.code, error.message, error.hint ?? undefined);
  return data;
}

const draftSchema = z.object({
  existing: z.unknown().nullable(),
  document_type: z.enum(documentTypes).optional(),
  series: z.enum(['invoice', 'deferred_invoice', 'credit_note']).optional(),
  year: z.number().int().optional(),
  issued_on: z.string().optional(),
  content: z.unknown().optional(),
  fingerprint: z.string().optional(),
});

const issuedSchema = z.object({ invoice: invoiceRowSchema, replayed: z.boolean() });

/** The progressive a placeholder file takes: the longest the names ever get. */
const placeholderProgressive = 'ZZZZZ';

/**
 * Issues the document `request` asks for (or returns the one issued already) and stores its
 * XML. `drafter` asks for the draft and so decides who may (an admin's client, or the service
 * role for the scheduled run); `admin` is the service role.
 */
export async function issueDocument(
  drafter: SupabaseClient,
  admin: SupabaseClient,
  request: IssueRequest,
  actor: string | null,
): Promise<InvoiceRow> {
  for (let attempt = 1; ; attempt += 1) {
    const draft = draftSchema.parse(
      await rpc(drafter, 'fiscal_document_draft', { p_request: request }),
    );
    if (draft.existing) return invoiceRowSchema.parse(draft.existing);
    const { document_type, series, year, issued_on, fingerprint } = draft;
    if (!document_type || !series || !year || !issued_on || !fingerprint) {
      throw new Error('the draft is incomplete');
    }
    // Throws InvalidInvoiceError: nothing is issued, no number spent.
    const checked = await checkDraft({
      documentType: document_type,
      label: documentLabel({ series, year, number: 999_999 }),
      issuedOn: issued_on,
      content: parseContent(draft.content),
      progressive: placeholderProgressive,
    });
    try {
      const issued = issuedSchema.parse(
        await rpc(admin, 'issue_fiscal_document', {
          p_request: request,
          p_fingerprint: fingerprint,
          p_actor: actor,
        }),
      );
      await invoiceXml(admin, issued.invoice, issued.replayed ? undefined : checked);
      return issued.invoice;
    } catch (failure) {
      // Someone changed the order or the settings between draft and issue: draft again, once.
      const changed = failure instanceof DocumentRpcError && failure.reason === 'document_changed';
      if (!changed || attempt >= 2) throw failure;
    }
  }
}

/** Sends a rejected document again, corrected: same number and date, a new file. */
export async function resendDocument(
  drafter: SupabaseClient,
  admin: SupabaseClient,
  invoiceId: string,
  corrections: Corrections,
  actor: string | null,
): Promise<InvoiceRow> {
  const draft = z
    .object({ invoice: invoiceRowSchema, content: z.unknown(), fingerprint: z.string() })
    .parse(
      await rpc(drafter, 'invoice_resend_draft', {
        p_invoice_id: invoiceId,
        p_corrections: corrections,
      }),
    );
  const checked = await checkDraft({
    documentType: draft.invoice.document_type,
    label: documentLabel(draft.invoice),
    issuedOn: draft.invoice.issued_on,
    content: parseContent(draft.content),
    progressive: placeholderProgressive,
  });
  const resent = issuedSchema.parse(
    await rpc(admin, 'resend_invoice', {
      p_invoice_id: invoiceId,
      p_corrections: corrections,
      p_fingerprint: draft.fingerprint,
      p_actor: actor,
    }),
  );
  await invoiceXml(admin, resent.invoice, checked);
  return resent.invoice;
}
