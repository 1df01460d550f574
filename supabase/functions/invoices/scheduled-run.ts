// The scheduled invoicing run (pg_cron every hour, decision 018): issues what the database says
// is due — immediate invoices after payment or dispatch, each monthly business's deferred
// invoice of a month that ended, credit notes after refunds — one at a time, each validated
// before it is numbered. A document that fails is reported and tried again on the next run; it
// never stops the others.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { documentLabel } from './invoice-content.ts';
import {
  DocumentRpcError,
  issueDocument,
  type IssueRequest,
  issueRequestSchema,
} from './issue-document.ts';

const dueSchema = z.object({
  immediate: z.array(issueRequestSchema),
  deferred: z.array(issueRequestSchema),
  credit_notes: z.array(issueRequestSchema),
});

export interface ScheduledRun {
  issued: string[];
  failed: { request: IssueRequest; error: string }[];
}

export async function runScheduledInvoicing(
  admin: SupabaseClient,
  asOf: string | undefined,
): Promise<ScheduledRun> {
  const { data, error } = await admin.rpc('invoicing_due', {
    p_as_of: asOf ?? new Date().toISOString(),
  });
  if (error) throw new Error(`invoicing_due: ${error.message}`);
  const due = dueSchema.parse(data);
  const requests: IssueRequest[] = [
    ...due.immediate,
    ...due.deferred.map((request) =>
      asOf && request.type === 'TD24' ? { ...request, as_of: asOf } : request,
    ),
    ...due.credit_notes,
  ];
  const run: ScheduledRun = { issued: [], failed: [] };
  for (const request of requests) {
    try {
      const invoice = await issueDocument(admin, admin, request, null);
      run.issued.push(documentLabel(invoice));
    } catch (failure) {
      const message =
        failure instanceof DocumentRpcError
          ? `${failure.reason}: ${failure.hint ?? ''}`
          : String(failure);
      console.error('invoices (scheduled):', JSON.stringify(request), message);
      run.failed.push({ request, error: message });
    }
  }
  return run;
}
