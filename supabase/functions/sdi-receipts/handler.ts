// Edge function `sdi-receipts` (admins, decision 018): records what the SdI said about a file the
// shop sent. The admin uploads the receipt's XML as it came (ricevuta di consegna, notifica or
// ricevuta di scarto with its error codes, mancata consegna); it is validated against the SdI's
// official messages schema, parsed, kept in the private bucket, and recorded against the file
// it names, which moves the invoice to delivered, rejected or not_delivered.
// Body: {xml: '<…>'} (at most 1 MB).
// Answers: 200 {invoice: {id, label, sdi_status, sdi_errors, resend_until}, receipt: {kind,
// errors, already_recorded}}, 400 invalid body, 401, 403 not an admin, 404 a file that is not
// the shop's, 422 not a receipt or not valid against the schema (with the errors), 502.
import { z } from 'zod';
import { documentsBucket } from '../_shared/documents/stored-document.ts';
import { readSdiReceipt, type SdiReceipt } from '../_shared/fatturapa/sdi-receipt.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';

const bodySchema = z.object({ xml: z.string().min(1).max(1_000_000) }).strict();

const readingFailures: Record<string, string> = {
  not_xml: 'Il file caricato non è un XML leggibile.',
  not_a_receipt:
    'Il file non è una ricevuta dello SdI per una fattura inviata (consegna, scarto o mancata consegna).',
  invalid_receipt: 'La ricevuta non è valida secondo lo schema dei messaggi dello SdI.',
};

const targetSchema = z.object({
  transmission: z.object({ id: z.number(), file_name: z.string() }),
  invoice: z.object({ id: z.string(), year: z.number() }),
});

const recordedSchema = z.object({
  id: z.string(),
  label: z.string(),
  sdi_status: z.string(),
  sdi_errors: z.unknown(),
  resend_until: z.string().nullable(),
  already_recorded: z.boolean(),
});

/** Where the receipt's XML is kept: beside the invoices of its year, named by file and message. */
function receiptPath(receipt: SdiReceipt, year: number, fileName: string): string {
  const safeId = receipt.messageId.replace(/[^0-9A-Za-z_-]/g, '_').slice(0, 40);
  return `sdi-receipts/${year}/${fileName.replace(/\.xml$/, '')}_${receipt.messageType}_${safeId}.xml`;
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
    const body = await readJsonBody(request, bodySchema, 'Send {xml}.');
    if (!body.ok) return body.response;

    const reading = await readSdiReceipt(body.value.xml);
    if (!reading.ok) {
      return errorResponse(
        422,
        reading.reason,
        readingFailures[reading.reason] ?? 'Ricevuta non valida.',
        reading.errors,
      );
    }
    const { receipt } = reading;

    // As the caller: only admins may, and the file must be one of the shop's.
    const target = await caller.client.rpc('sdi_receipt_target', { p_file_name: receipt.fileName });
    if (target.error) {
      if (target.error.code === '42501') {
        return errorResponse(
          403,
          'admin_only',
          'Solo gli amministratori registrano le ricevute dello SdI.',
        );
      }
      if (target.error.message === 'file_not_found') {
        return errorResponse(404, 'file_not_found', target.error.hint ?? 'File non trovato.');
      }
      console.error('sdi-receipts:', target.error.message);
      return errorResponse(502, 'upstream_error', 'La ricevuta non può essere registrata ora.');
    }
    const { transmission, invoice } = targetSchema.parse(target.data);

    const path = receiptPath(receipt, invoice.year, transmission.file_name);
    const stored = await admin.storage
      .from(documentsBucket)
      .upload(path, new Blob([body.value.xml], { type: 'application/xml' }), {
        contentType: 'application/xml',
        upsert: false,
      });
    // The same receipt uploaded twice is already there: that copy stands.
    if (stored.error && !/exists|duplicate/i.test(stored.error.message)) {
      console.error('sdi-receipts: storing', path, stored.error.message);
      return errorResponse(502, 'upstream_error', 'La ricevuta non può essere registrata ora.');
    }

    const recorded = await admin.rpc('record_sdi_receipt', {
      p_receipt: {
        file_name: transmission.file_name,
        kind: receipt.kind,
        message_type: receipt.messageType,
        message_id: receipt.messageId,
        sdi_identifier: receipt.sdiIdentifier,
        received_at: receipt.receivedAt,
        delivered_at: receipt.deliveredAt,
        errors: receipt.errors,
        storage_path: path,
        recorded_by: caller.userId,
      },
    });
    if (recorded.error) {
      console.error('sdi-receipts:', recorded.error.message);
      return errorResponse(502, 'upstream_error', 'La ricevuta non può essere registrata ora.');
    }
    const result = recordedSchema.parse(recorded.data);
    return jsonResponse(200, {
      invoice: {
        id: result.id,
        label: result.label,
        sdi_status: result.sdi_status,
        sdi_errors: result.sdi_errors,
        resend_until: result.resend_until,
      },
      receipt: {
        kind: receipt.kind,
        errors: receipt.errors,
        already_recorded: result.already_recorded,
      },
    });
  };
}
