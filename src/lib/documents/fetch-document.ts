import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

/** A document an edge function produced: its bytes and the name it should be saved under. */
export interface DocumentFile {
  blob: Blob;
  fileName: string;
}

/** The file name from `Content-Disposition: attachment; filename="…"`, or the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** The Italian sentence of a function's error body ({error, message}), or a general one. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a gateway page): the general sentence below.
  }
  return 'Non è stato possibile scaricare il documento, riprova.';
}

/**
 * POSTs `body` to an edge function that answers with a file. Read as bytes with fetch, because
 * functions.invoke decodes any type it does not know (a PDF) as text. The function and the
 * database decide what the signed-in caller may have.
 */
export async function fetchDocument(
  functionName: string,
  body: unknown,
  fallbackName: string,
): Promise<DocumentFile> {
  const client = await getSupabase();
  const token = (await client.auth.getSession()).data.session?.access_token;
  const response = await fetch(`${env.supabaseUrl}/functions/v1/${functionName}`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      authorization: `Bearer ${token ?? env.supabaseAnonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(await failureMessage(response));
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
  };
}
