import { resolveUploadContentType } from './mime-types.ts';
import { storageErrors } from './storage-errors.ts';

/** An upload as storage-js sends it, whichever of its two encodings was used (SUPABASE-API.md §5.1). */
export interface UploadPayload {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export const defaultCacheControl = 'max-age=3600';

/** `3600` (storage-js' `cacheControl` option) → `max-age=3600`; a full directive is kept as is. */
function normalizeCacheControl(value: string | null | undefined): string {
  const cleaned = value?.trim().replace(/[\r\n]/g, '');
  if (!cleaned) return defaultCacheControl;
  return /^\d+$/.test(cleaned) ? `max-age=${cleaned}` : cleaned;
}

function parseMetadata(json: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata: not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('Invalid metadata: expected a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** A Blob or File body: multipart with `cacheControl`, `metadata` and the file under the field ''. */
async function fromMultipart(request: Request, key: string): Promise<UploadPayload> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw storageErrors.invalidRequest('Malformed multipart body');
  }
  // storage-js puts the file under an empty name; accept the first file under any name.
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw storageErrors.invalidRequest('No file provided');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes,
    // The key names the object; the part's file name is often just "blob".
    contentType: resolveUploadContentType(file.type, bytes, key),
    cacheControl: normalizeCacheControl(typeof cacheControl === 'string' ? cacheControl : null),
    userMetadata: typeof metadata === 'string' && metadata !== '' ? parseMetadata(metadata) : null,
  };
}

/** A Buffer, ArrayBuffer or stream body: raw bytes plus headers (`x-metadata` is base64 JSON). */
async function fromRawBody(request: Request, key: string): Promise<UploadPayload> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const metadataHeader = request.headers.get('x-metadata');
  return {
    bytes,
    contentType: resolveUploadContentType(request.headers.get('content-type'), bytes, key),
    cacheControl: normalizeCacheControl(request.headers.get('cache-control')),
    userMetadata: metadataHeader
      ? parseMetadata(Buffer.from(metadataHeader, 'base64').toString('utf8'))
      : null,
  };
}

export function readUploadPayload(request: Request, key: string): Promise<UploadPayload> {
  const contentType = request.headers.get('content-type') ?? '';
  return contentType.toLowerCase().startsWith('multipart/form-data')
    ? fromMultipart(request, key)
    : fromRawBody(request, key);
}
