import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { keyClient, startFixtureStack, storageFixtureDir } from './fixture-stack.ts';

let stack: RunningStack;
let admin: SupabaseClient;
let anon: SupabaseClient;
const bucket = 'public-assets';
const folder = () => `public-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stack = await startFixtureStack({ supabaseDir: storageFixtureDir, seed: false });
  admin = keyClient(stack, stack.serviceRoleKey);
  anon = keyClient(stack, stack.anonKey);
});
afterAll(() => stack.stop());

async function uploadPublic(
  path: string,
  body: Blob | Buffer,
  options: { contentType?: string; cacheControl?: string } = {},
) {
  const { error } = await admin.storage.from(bucket).upload(path, body, options);
  if (error) throw error;
  return anon.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

describe('public object URLs', () => {
  it('serve the bytes with type, length, ETag, Last-Modified and the stored Cache-Control', async () => {
    const url = await uploadPublic(
      `${folder()}/bun.png`,
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      {
        cacheControl: '31536000',
      },
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('4');
    expect(response.headers.get('cache-control')).toBe('max-age=31536000');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(response.headers.get('last-modified') ?? '')).not.toBeNaN();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('answer 304 to a matching If-None-Match or a fresh If-Modified-Since', async () => {
    const url = await uploadPublic(`${folder()}/cached.txt`, new Blob(['cache me']));
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;

    const revalidated = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');

    expect((await fetch(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(
      200,
    );
    expect((await fetch(url, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    expect(
      (await fetch(url, { headers: { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' } }))
        .status,
    ).toBe(200);
  });

  it('default to one hour of caching for raw uploads sent without Cache-Control', async () => {
    const path = `${folder()}/plain.txt`;
    const response = await fetch(`${stack.url}/storage/v1/object/${bucket}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'no cache header',
    });
    expect(response.status).toBe(200);
    const served = await fetch(anon.storage.from(bucket).getPublicUrl(path).data.publicUrl);
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('ask for a download with ?download, optionally with a file name', async () => {
    const path = `${folder()}/ricetta.txt`;
    await uploadPublic(path, new Blob(['impasto']));
    const attachment = await fetch(
      anon.storage.from(bucket).getPublicUrl(path, { download: true }).data.publicUrl,
    );
    expect(attachment.headers.get('content-disposition')).toBe('attachment;');
    const named = await fetch(
      anon.storage.from(bucket).getPublicUrl(path, { download: 'ricetta bun.txt' }).data.publicUrl,
    );
    expect(named.headers.get('content-disposition')).toBe(
      "attachment; filename=ricetta%20bun.txt; filename*=UTF-8''ricetta%20bun.txt;",
    );
  });

  it('serve byte ranges, as video players need', async () => {
    const url = await uploadPublic(`${folder()}/clip.mp4`, Buffer.from('0123456789'), {
      contentType: 'video/mp4',
    });
    const partial = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await partial.text()).toBe('2345');
    const tail = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    const outside = await fetch(url, { headers: { range: 'bytes=50-60' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */10');
  });

  it('answer HEAD with the headers only', async () => {
    const url = await uploadPublic(`${folder()}/head.txt`, new Blob(['twelve bytes']));
    const response = await fetch(url, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('12');
    expect(await response.text()).toBe('');
  });

  it('keep uploaded SVG and HTML from running script when opened directly', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const svgResponse = await fetch(
      await uploadPublic(`${folder()}/logo.svg`, new Blob([svg], { type: 'image/svg+xml' })),
    );
    expect(svgResponse.headers.get('content-type')).toBe('image/svg+xml');
    expect(svgResponse.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const htmlResponse = await fetch(
      await uploadPublic(
        `${folder()}/page.html`,
        new Blob(['<script>x</script>'], { type: 'text/html' }),
      ),
    );
    expect(htmlResponse.headers.get('content-type')).toBe('text/plain');
  });

  it('are refused for private buckets and missing objects', async () => {
    const path = `${folder()}/private.txt`;
    await admin.storage.from('user-files').upload(path, new Blob(['private']));
    const privateUrl = anon.storage.from('user-files').getPublicUrl(path).data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const missing = await fetch(
      anon.storage.from(bucket).getPublicUrl(`${folder()}/nothing.png`).data.publicUrl,
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
      message: 'Object not found',
    });
  });

  it('serve the original for image transformation URLs (no transformer locally)', async () => {
    const path = `${folder()}/wide.png`;
    await uploadPublic(path, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    const url = anon.storage.from(bucket).getPublicUrl(path, { transform: { width: 100 } })
      .data.publicUrl;
    expect(url).toContain('/render/image/public/');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('let browsers read the caching headers (CORS expose list)', async () => {
    const url = await uploadPublic(`${folder()}/cors.txt`, new Blob(['cors']));
    const response = await fetch(url, { headers: { origin: 'http://127.0.0.1:4173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '')
      .toLowerCase()
      .split(/,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining([
        'content-length',
        'content-type',
        'etag',
        'last-modified',
        'cache-control',
      ]),
    );
  });
});
