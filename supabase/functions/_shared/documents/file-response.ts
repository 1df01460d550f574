// A document as an HTTP answer: the bytes, their type, and a download name the browser can read
// (Content-Disposition is exposed to cross-origin callers, as the PWA is one).
import { corsHeaders } from '../http.ts';

export function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(new Blob([new Uint8Array(bytes)], { type: contentType }), {
    status: 200,
    headers: {
      ...corsHeaders,
      'access-control-expose-headers': 'content-disposition',
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}
