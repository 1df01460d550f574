import type { SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

// Downloads a document from an edge function the way the PWA does: a plain POST with the
// caller's access token, reading the answer as bytes (functions.invoke would decode a PDF as text).
const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');

export interface Download {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Uint8Array;
}

export async function downloadDocument(
  functionName: string,
  body: unknown,
  client?: SupabaseClient,
): Promise<Download> {
  const token = client ? (await client.auth.getSession()).data.session?.access_token : undefined;
  const response = await fetch(`${stackUrl}/functions/v1/${functionName}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token ?? anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** A function called with a JSON answer, as the app calls it (a signed-in client, or anonymous). */
export async function callFunction<T>(
  functionName: string,
  body: unknown,
  client?: SupabaseClient,
): Promise<{ status: number; body: T }> {
  const answer = await downloadDocument(functionName, body, client);
  return { status: answer.status, body: JSON.parse(new TextDecoder().decode(answer.bytes)) as T };
}

export interface ScheduledInvoicing {
  issued: string[];
  failed: { request: unknown; error: string }[];
}

/** The scheduled invoicing run, as pg_cron starts it (the service role key), at `asOf`. */
export async function runScheduledInvoicing(asOf?: Date): Promise<ScheduledInvoicing> {
  const response = await fetch(`${stackUrl}/functions/v1/invoices`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ run: 'scheduled', ...(asOf ? { as_of: asOf.toISOString() } : {}) }),
  });
  if (!response.ok)
    throw new Error(`scheduled invoicing answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ScheduledInvoicing;
}
