// Edge function `invoices` (admins): the FatturaPA XML of one business order, or a zip of every
// invoice for the orders delivered in a period, for the accountant or the intermediary that
// submits them to the SdI. The database checks the caller is an admin and issues the invoices
// (issue_invoice / issue_invoices_for_period); each XML is validated against the official
// schema before it is stored or offered.
// Body: {order_id} or {from: 'YYYY-MM-DD', to: 'YYYY-MM-DD'} (delivery dates, inclusive).
// Answers: 200 application/xml or application/zip, 400 invalid body or period, 401 not signed
// in, 403 not an admin, 404 no such order / no invoices in the period, 409 not a business order
// or not shipped yet, 500 an invoice the schema refuses (with its errors), 502 upstream failure.
import type { SupabaseClient } from '@supabase/supabase-js';
import { zipSync } from 'fflate';
import { z } from 'zod';
import { fileResponse } from '../_shared/documents/file-response.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, preflightResponse } from '../_shared/http.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';
import { invoiceRowSchema } from './invoice-content.ts';
import { InvalidInvoiceError, invoiceFile } from './invoice-file.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const bodySchema = z.union([
  z.object({ order_id: z.string().uuid() }).strict(),
  z.object({ from: isoDate, to: isoDate }).strict(),
]);

const sqlFailures: Record<string, [number, string]> = {
  order_not_found: [404, 'Ordine non trovato.'],
  not_a_business_order: [
    409,
    'La fattura elettronica si emette solo per gli ordini con dati di fatturazione aziendali.',
  ],
  invoice_not_ready: [409, 'La fattura si emette quando l’ordine è spedito o consegnato.'],
  invalid_period: [400, 'Scegli un periodo di al massimo un anno.'],
};

function rpcFailure(error: { code?: string; message: string }): Response {
  const known = sqlFailures[error.message];
  if (known) return errorResponse(known[0], error.message, known[1]);
  if (error.code === '42501') {
    return errorResponse(403, 'admin_only', 'Solo gli amministratori emettono le fatture.');
  }
  console.error('invoices:', error.message);
  return errorResponse(502, 'upstream_error', 'La fattura non è disponibile ora.');
}

async function filesOrFailure(
  admin: SupabaseClient,
  rows: unknown[],
): Promise<{ fileName: string; bytes: Uint8Array }[] | Response> {
  const files = [];
  try {
    for (const row of rows) files.push(await invoiceFile(admin, invoiceRowSchema.parse(row)));
  } catch (failure) {
    if (!(failure instanceof InvalidInvoiceError)) throw failure;
    console.error('invoices:', failure.message);
    return errorResponse(
      500,
      'invalid_invoice',
      `La fattura ${failure.invoiceNumber} non rispetta lo schema FatturaPA e non viene offerta.`,
      failure.schemaErrors,
    );
  }
  return files;
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
    const caller = await authenticateCaller(request, env);
    if (!caller.ok) return caller.response;
    const body = await readJsonBody(request, bodySchema, 'Send {order_id} or {from, to}.');
    if (!body.ok) return body.response;

    if ('order_id' in body.value) {
      const { data, error } = await caller.client.rpc('issue_invoice', {
        p_order_id: body.value.order_id,
      });
      if (error) return rpcFailure(error);
      const files = await filesOrFailure(admin, [data]);
      if (files instanceof Response) return files;
      const [file] = files;
      return fileResponse(file!.bytes, 'application/xml', file!.fileName);
    }

    const { from, to } = body.value;
    const { data, error } = await caller.client.rpc('issue_invoices_for_period', {
      p_from: from,
      p_to: to,
    });
    if (error) return rpcFailure(error);
    const rows = z.array(z.unknown()).parse(data);
    if (rows.length === 0) {
      return errorResponse(404, 'no_invoices', 'Nessuna fattura da emettere nel periodo scelto.');
    }
    const files = await filesOrFailure(admin, rows);
    if (files instanceof Response) return files;
    const zip = zipSync(Object.fromEntries(files.map((file) => [file.fileName, file.bytes])), {
      mtime: new Date(`${to}T12:00:00Z`),
    });
    return fileResponse(zip, 'application/zip', `fatture-${from}-${to}.zip`);
  };
}
