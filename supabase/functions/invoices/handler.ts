// Edge function `invoices`: electronic invoices (TD01), deferred invoices (TD24) and credit notes
// (TD04) in FatturaPA 1.2.3 (decisions 011 and 018). The database decides who may do what (the
// drafts and reads run as the caller); this function builds each XML, checks it against the
// official schema and the SdI's content checks before a number is spent, and stores every file.
// Bodies:
//   {order_id}                           admins: the order's invoice (issued now if due) as XML
//   {invoice_id, format?: 'xml' | 'pdf'} the document's XML or PDF copy (admins; the account's
//                                        owner and Amministrazione; a private buyer their own)
//   {from, to}                           a zip of the XML of the documents dated in the period
//   {issue: {type, …}}                   admins: issue a TD01, TD24 or TD04 (issue-document.ts)
//   {resend: {invoice_id, corrections}}  admins: a rejected document corrected, sent again
//   {run: 'scheduled', as_of?}           the service role (pg_cron): issue what is due
// Answers: 200 the file or JSON {invoice} / {issued, failed}, 400 invalid body or request, 401,
// 403 not allowed, 404 not found, 409 not issuable now (with the reason in Italian), 422 a
// document the checks refuse (with the errors; nothing was numbered), 502 upstream failure.
import type { SupabaseClient } from '@supabase/supabase-js';
import { zipSync } from 'fflate';
import { z } from 'zod';
import { fileResponse } from '../_shared/documents/file-response.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import {
  authenticateCaller,
  createServiceClient,
  isServiceRoleRequest,
} from '../_shared/supabase-clients.ts';
import { documentLabel, type InvoiceRow, invoiceRowSchema } from './invoice-content.ts';
import { InvalidInvoiceError, invoicePdf, invoiceXml } from './invoice-file.ts';
import {
  correctionsSchema,
  DocumentRpcError,
  issueDocument,
  issueRequestSchema,
  resendDocument,
} from './issue-document.ts';
import { runScheduledInvoicing } from './scheduled-run.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const bodySchema = z.union([
  z.object({ order_id: z.string().uuid() }).strict(),
  z.object({ invoice_id: z.string().uuid(), format: z.enum(['xml', 'pdf']).optional() }).strict(),
  z.object({ from: isoDate, to: isoDate }).strict(),
  z.object({ issue: issueRequestSchema }).strict(),
  z
    .object({ resend: z.object({ invoice_id: z.string().uuid(), corrections: correctionsSchema }) })
    .strict(),
]);
const scheduledSchema = z
  .object({ run: z.literal('scheduled'), as_of: z.string().datetime({ offset: true }).optional() })
  .strict();

const invoiceColumns =
  'id, document_type, series, year, number, issued_on, issued_at, total, sdi_status, file_name, file_path, content';

const conflicts = new Set([
  'order_cancelled',
  'no_invoice_requested',
  'invoiced_monthly',
  'invoice_not_ready',
  'month_not_over',
  'nothing_to_invoice',
  'not_invoiced',
  'invoice_rejected',
  'credit_exceeds_invoice',
  'nothing_to_credit',
  'business_only',
  'not_rejected',
  'resend_window_over',
  'document_changed',
]);
const notFound = new Set(['order_not_found', 'invoice_not_found']);
const badRequests = new Set(['invalid_request', 'invalid_correction', 'invalid_period']);

/** The HTTP answer to a failure: the database's Italian hint where it gave one. */
function failureResponse(failure: unknown): Response {
  if (failure instanceof InvalidInvoiceError) {
    console.error('invoices:', failure.message);
    return errorResponse(
      422,
      'invalid_invoice',
      `Il documento ${failure.documentLabel} non supera i controlli FatturaPA e non è stato emesso: nessun numero è stato usato.`,
      failure.schemaErrors,
    );
  }
  if (failure instanceof DocumentRpcError) {
    const message = failure.hint ?? 'Richiesta non valida.';
    if (failure.code === '42501') {
      return errorResponse(403, 'admin_only', 'Solo gli amministratori possono farlo.');
    }
    if (notFound.has(failure.reason)) return errorResponse(404, failure.reason, message);
    if (conflicts.has(failure.reason)) return errorResponse(409, failure.reason, message);
    if (badRequests.has(failure.reason)) return errorResponse(400, failure.reason, message);
  }
  console.error('invoices:', String(failure));
  return errorResponse(502, 'upstream_error', 'Il documento non è disponibile ora.');
}

/** A document the caller may read (RLS decides), or undefined. */
async function readableInvoice(
  caller: SupabaseClient,
  id: string,
): Promise<InvoiceRow | undefined> {
  const { data, error } = await caller
    .from('invoices')
    .select(invoiceColumns)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`invoices: ${error.message}`);
  return data ? invoiceRowSchema.parse(data) : undefined;
}

async function periodZip(admin: SupabaseClient, caller: SupabaseClient, from: string, to: string) {
  if (to < from || Date.parse(to) - Date.parse(from) > 366 * 86_400_000) {
    return errorResponse(400, 'invalid_period', 'Scegli un periodo di al massimo un anno.');
  }
  const { data, error } = await caller
    .from('invoices')
    .select(invoiceColumns)
    .gte('issued_on', from)
    .lte('issued_on', to)
    .neq('sdi_status', 'void')
    .order('issued_on')
    .order('series')
    .order('number')
    .limit(1000);
  if (error) throw new Error(`invoices: ${error.message}`);
  const rows = z.array(invoiceRowSchema).parse(data);
  if (rows.length === 0) {
    return errorResponse(404, 'no_invoices', 'Nessun documento emesso nel periodo scelto.');
  }
  const files: Record<string, Uint8Array> = {};
  // One at a time: each check starts libxml2, and the edge worker's memory is small.
  for (const row of rows) {
    const file = await invoiceXml(admin, row);
    files[file.fileName] = file.bytes;
  }
  const zip = zipSync(files, { mtime: new Date(`${to}T12:00:00Z`) });
  return fileResponse(zip, 'application/zip', `fatture-${from}-${to}.zip`);
}

function invoiceSummary(invoice: InvoiceRow) {
  return {
    id: invoice.id,
    label: documentLabel(invoice),
    document_type: invoice.document_type,
    issued_on: invoice.issued_on,
    total: invoice.total,
    sdi_status: invoice.sdi_status,
    file_name: invoice.file_name,
  };
}

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = createServiceClient(env);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!admin) {
      return errorResponse(
        500,
        'misconfigured',
        'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is missing.',
      );
    }

    if (isServiceRoleRequest(request, env)) {
      const body = await readJsonBody(request, scheduledSchema, "Send {run: 'scheduled'}.");
      if (!body.ok) return body.response;
      try {
        return jsonResponse(200, await runScheduledInvoicing(admin, body.value.as_of));
      } catch (failure) {
        return failureResponse(failure);
      }
    }

    const caller = await authenticateCaller(request, env);
    if (!caller.ok) return caller.response;
    const body = await readJsonBody(
      request,
      bodySchema,
      'Send {order_id}, {invoice_id, format}, {from, to}, {issue} or {resend}.',
    );
    if (!body.ok) return body.response;
    const value = body.value;

    try {
      if ('order_id' in value) {
        const invoice = await issueDocument(
          caller.client,
          admin,
          { type: 'TD01', order_id: value.order_id },
          caller.userId,
        );
        const file = await invoiceXml(admin, invoice);
        return fileResponse(file.bytes, file.contentType, file.fileName);
      }
      if ('invoice_id' in value) {
        const invoice = await readableInvoice(caller.client, value.invoice_id);
        if (!invoice) return errorResponse(404, 'invoice_not_found', 'Documento non trovato.');
        const file =
          value.format === 'pdf'
            ? await invoicePdf(admin, invoice)
            : await invoiceXml(admin, invoice);
        return fileResponse(file.bytes, file.contentType, file.fileName);
      }
      if ('from' in value) return await periodZip(admin, caller.client, value.from, value.to);
      if ('issue' in value) {
        const invoice = await issueDocument(caller.client, admin, value.issue, caller.userId);
        return jsonResponse(200, { invoice: invoiceSummary(invoice) });
      }
      const invoice = await resendDocument(
        caller.client,
        admin,
        value.resend.invoice_id,
        value.resend.corrections,
        caller.userId,
      );
      return jsonResponse(200, { invoice: invoiceSummary(invoice) });
    } catch (failure) {
      return failureResponse(failure);
    }
  };
}
