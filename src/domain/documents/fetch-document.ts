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
async function failureMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; details?: unknown };
    if (typeof body.message === 'string' && body.message) {
      // The checks a document failed (schema or SdI rules) follow the sentence.
      const details = Array.isArray(body.details)
        ? body.details.filter((detail): detail is string => typeof detail === 'string')
        : [];
      return details.length > 0
        ? `${body.message} ${details.slice(0, 3).join(' · ')}`
        : body.message;
    }
  } catch {
    // Not JSON (a gateway page): the general sentence below.
  }
  return fallback;
}

/** POSTs `body` to an edge function with the session's token (or the anon key). */
async function postToFunction(functionName: string, body: unknown): Promise<Response> {
  const client = await getSupabase();
  const token = (await client.auth.getSession()).data.session?.access_token;
  return fetch(`${env.supabaseUrl}/functions/v1/${functionName}`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      authorization: `Bearer ${token ?? env.supabaseAnonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/**
 * POSTs `body` to a document function that answers with JSON (issuing, recording a receipt);
 * throws an Error with the function's Italian sentence when it refuses.
 */
export async function callDocumentFunction(functionName: string, body: unknown): Promise<unknown> {
  const response = await postToFunction(functionName, body);
  if (!response.ok) {
    throw new Error(
      await failureMessage(response, 'Non è stato possibile completare la richiesta, riprova.'),
    );
  }
  return response.json();
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
  const response = await postToFunction(functionName, body);
  if (!response.ok) {
    throw new Error(
      await failureMessage(response, 'Non è stato possibile scaricare il documento, riprova.'),
    );
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
  };
}
