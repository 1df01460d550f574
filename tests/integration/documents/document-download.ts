import type { SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

// Downloads a document from an edge function the way the PWA does: a plain POST with the
// caller's access token, reading the answer as bytes (functions.invoke would decode a PDF as text).
const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');

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
