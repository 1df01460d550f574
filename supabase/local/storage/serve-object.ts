import { createHash } from 'node:crypto';
import { contentTypeForFileName, servingHeaders } from './mime-types.ts';
import type { StoredObject } from './object-store.ts';
import { defaultCacheControl } from './upload-body.ts';

/** The headers browsers may read on object responses (Access-Control-Expose-Headers). */
export const objectExposeHeaders = [
  'Content-Length',
  'Content-Type',
  'Content-Range',
  'Content-Disposition',
  'Accept-Ranges',
  'ETag',
  'Last-Modified',
  'Cache-Control',
];

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** RFC 9110 validators: If-None-Match wins over If-Modified-Since. */
function isNotModified(request: Request, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '');
  return (
    !Number.isNaN(ifModifiedSince) &&
    Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince
  );
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=` range (videos seek with these); several ranges get the whole object, as many servers do. */
function parseRange(header: string | null, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** `?download` → attachment; `?download=name` → attachment with that file name (Storage renderer). */
function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/**
 * An object's bytes with the headers the Storage server's renderer sets: type (made inert where
 * a browser could run it), ETag and Last-Modified with 304 answers, Cache-Control as uploaded,
 * ranges, and an attachment disposition on request.
 */
export function objectResponse(
  request: Request,
  object: StoredObject,
  bytes: Uint8Array,
  download: string | null,
): Response {
  const metadata = object.metadata;
  // Rows written by SQL (seeds) may lack the metadata an upload records.
  const etag = metadata?.eTag ?? `"${createHash('md5').update(bytes).digest('hex')}"`;
  const lastModified = new Date(object.updatedAt);
  const validators: Record<string, string> = {
    etag,
    'last-modified': lastModified.toUTCString(),
    'cache-control': metadata?.cacheControl ?? defaultCacheControl,
  };
  if (isNotModified(request, etag, lastModified)) {
    return new Response(null, { status: 304, headers: validators });
  }

  const headers: Record<string, string> = {
    ...servingHeaders(metadata?.mimetype ?? contentTypeForFileName(object.name)),
    ...validators,
    'accept-ranges': 'bytes',
  };
  if (download !== null) headers['content-disposition'] = contentDisposition(download);

  const range = parseRange(request.headers.get('range'), bytes.byteLength);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { 'content-range': `bytes */${bytes.byteLength}` },
    });
  }
  if (range) {
    // A copy: the driver's Uint8Array may view a shared buffer, which Response does not take.
    const part = new Uint8Array(bytes.subarray(range.start, range.end + 1));
    headers['content-range'] = `bytes ${range.start}-${range.end}/${bytes.byteLength}`;
    headers['content-length'] = String(part.byteLength);
    return new Response(part, { status: 206, headers });
  }
  headers['content-length'] = String(bytes.byteLength);
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
