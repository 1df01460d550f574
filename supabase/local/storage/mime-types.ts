/** Content types by file extension: what seed assets and untyped uploads are stored as. */
const typesByExtension: Record<string, string> = {
  avif: 'image/avif',
  css: 'text/css',
  csv: 'text/csv',
  gif: 'image/gif',
  htm: 'text/html',
  html: 'text/html',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  js: 'text/javascript',
  json: 'application/json',
  md: 'text/markdown',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  webm: 'video/webm',
  webp: 'image/webp',
  woff2: 'font/woff2',
  xml: 'application/xml',
};

export const genericContentType = 'application/octet-stream';

export function contentTypeForFileName(fileName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (extension && typesByExtension[extension]) || genericContentType;
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The type the bytes declare by their magic numbers, for uploads that arrive without one. */
export function sniffContentType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftypavif'), 4)) return 'image/avif';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) {
    return 'image/svg+xml';
  }
  return undefined;
}

/**
 * The content type an upload is stored with: the one the client declared (the multipart part's
 * or the request's), else what the bytes or the file name reveal. Header-breaking characters
 * are never kept.
 */
export function resolveUploadContentType(
  declared: string | null | undefined,
  bytes: Uint8Array,
  fileName: string,
): string {
  const cleaned = declared?.trim().replace(/[\r\n]/g, '');
  if (cleaned && !cleaned.toLowerCase().startsWith(genericContentType)) return cleaned;
  const guessed = sniffContentType(bytes) ?? contentTypeForFileName(fileName);
  return guessed === genericContentType && cleaned ? cleaned : guessed;
}

/** `image/png; charset=x` → `image/png`. */
export function essence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** A bucket's `allowed_mime_types`, honouring `image/*` wildcards as the Storage server does. */
export function isMimeTypeAllowed(contentType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = essence(contentType).split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = essence(entry).split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** Types a browser would run script in when the object URL is opened directly. */
const scriptableTypes = new Set([
  'image/svg+xml',
  'application/xhtml+xml',
  'application/xml',
  'text/xml',
]);

/**
 * Headers that keep a served object inert: HTML is served as text (as the Storage server does),
 * SVG and XML get a sandboxing CSP, and nothing is content-sniffed into something executable.
 */
export function servingHeaders(storedType: string): Record<string, string> {
  const type = essence(storedType);
  const headers: Record<string, string> = {
    'content-type': type === 'text/html' ? 'text/plain' : storedType,
    'x-content-type-options': 'nosniff',
  };
  if (scriptableTypes.has(type)) {
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return headers;
}
