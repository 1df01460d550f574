// Edge function `delivery-notes`: the delivery note (DDT) PDF of one order, or — for admins —
// of every order of a delivery day in one file. The database issues the notes and decides who
// may have them (issue_delivery_note / issue_delivery_notes_for_day run as the caller); this
// function only renders a note's stored snapshot once and hands back the stored PDF.
// Body: {order_id} or {delivery_date: 'YYYY-MM-DD'}.
// Answers: 200 application/pdf (a cancelled order's note marked ANNULLATO), 400 invalid body,
// 401 not signed in, 403 not an admin (day batch), 404 no such order of the caller / no orders
// that day, 409 cancelled order without a note, goods that left without one (none is issued
// afterwards), or (for a customer) not issued yet, 500/502.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { fileResponse } from '../_shared/documents/file-response.ts';
import { storedDocument } from '../_shared/documents/stored-document.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, preflightResponse } from '../_shared/http.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';
import {
  type DeliveryNoteRow,
  deliveryNotePath,
  deliveryNoteRowSchema,
} from './delivery-note-content.ts';
import { renderDeliveryNote } from './delivery-note-pdf.ts';
import { mergePdfs } from './merge-pdfs.ts';

const bodySchema = z.union([
  z.object({ order_id: z.string().uuid() }).strict(),
  z.object({ delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict(),
]);

function notePdf(admin: SupabaseClient, note: DeliveryNoteRow): Promise<Uint8Array> {
  return storedDocument(admin, deliveryNotePath(note), 'application/pdf', () =>
    renderDeliveryNote(note),
  );
}

function fileName(note: DeliveryNoteRow): string {
  return deliveryNotePath(note).split('/').pop() ?? 'DDT.pdf';
}

function rpcFailure(error: { code?: string; message: string; hint?: string | null }): Response {
  if (error.message === 'order_not_found') {
    return errorResponse(404, 'order_not_found', 'Ordine non trovato.');
  }
  if (error.message === 'order_cancelled') {
    return errorResponse(
      409,
      'order_cancelled',
      'Un ordine annullato non ha documento di trasporto.',
    );
  }
  if (error.message === 'delivery_note_not_ready' || error.message === 'goods_already_left') {
    return errorResponse(409, error.message, error.hint ?? 'Il documento non è disponibile.');
  }
  if (error.code === '42501') {
    return errorResponse(403, 'admin_only', 'Solo gli amministratori possono farlo.');
  }
  console.error('delivery-notes:', error.message);
  return errorResponse(502, 'upstream_error', 'Il documento non è disponibile ora.');
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
    const body = await readJsonBody(request, bodySchema, 'Send {order_id} or {delivery_date}.');
    if (!body.ok) return body.response;

    if ('order_id' in body.value) {
      const { data, error } = await caller.client.rpc('issue_delivery_note', {
        p_order_id: body.value.order_id,
      });
      if (error) return rpcFailure(error);
      const note = deliveryNoteRowSchema.parse(data);
      return fileResponse(await notePdf(admin, note), 'application/pdf', fileName(note));
    }

    const day = body.value.delivery_date;
    const { data, error } = await caller.client.rpc('issue_delivery_notes_for_day', {
      p_delivery_date: day,
    });
    if (error) return rpcFailure(error);
    const notes = z.array(deliveryNoteRowSchema).parse(data);
    if (notes.length === 0) {
      return errorResponse(404, 'no_orders', 'Nessun ordine da consegnare in quel giorno.');
    }
    const files: Uint8Array[] = [];
    // One at a time: a day's batch is tens of small files, and the edge worker's memory is small.
    for (const note of notes) files.push(await notePdf(admin, note));
    const merged = await mergePdfs(files, `Documenti di trasporto per la consegna del ${day}`);
    return fileResponse(merged, 'application/pdf', `DDT-consegne-${day}.pdf`);
  };
}
