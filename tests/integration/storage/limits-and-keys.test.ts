import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { keyClient, startFixtureStack, storageFixtureDir } from './fixture-stack.ts';

let stack: RunningStack;
let admin: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startFixtureStack({ supabaseDir: storageFixtureDir, seed: false });
  admin = keyClient(stack, stack.serviceRoleKey);
  anon = keyClient(stack, stack.anonKey);
});
afterAll(() => stack.stop());

describe('size and type limits', () => {
  it("enforces the bucket's file_size_limit and allowed_mime_types", async () => {
    const big = new Blob([new Uint8Array(2000)], { type: 'image/png' });
    expect(
      (await admin.storage.from('limited').upload(`big-${randomUUID()}.png`, big)).error,
    ).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const jpeg = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    expect(
      (await admin.storage.from('limited').upload(`photo-${randomUUID()}.jpg`, jpeg)).error,
    ).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type image/jpeg is not supported',
    });
    const csv = new Blob(['a,b'], { type: 'text/csv' });
    expect(
      (await admin.storage.from('limited').upload(`data-${randomUUID()}.csv`, csv)).error,
    ).toBeNull();
  });

  it('enforces the global [storage] file_size_limit of config.toml (256KiB here)', async () => {
    const justOver = new Blob([new Uint8Array(256 * 1024 + 1)]);
    const { error } = await admin.storage
      .from('public-assets')
      .upload(`huge-${randomUUID()}.bin`, justOver);
    expect(error).toMatchObject({ statusCode: '413' });
    const atLimit = new Blob([new Uint8Array(256 * 1024)]);
    expect(
      (await admin.storage.from('public-assets').upload(`max-${randomUUID()}.bin`, atLimit)).error,
    ).toBeNull();
  });

  it("refuses a body above the service's limit before reading it", async () => {
    const { request } = await import('node:http');
    const url = new URL(`${stack.url}/storage/v1/object/public-assets/too-big.bin`);
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const outgoing = request(
          url,
          {
            method: 'POST',
            headers: {
              'content-length': String(200 * 1024 * 1024),
              authorization: `Bearer ${stack.serviceRoleKey}`,
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        outgoing.on('error', reject);
        outgoing.write(Buffer.alloc(1024));
      },
    );
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });
});

describe('object keys', () => {
  const raw = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}/storage/v1/object/public-assets/${path}`, {
      method: 'POST',
      ...init,
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'x',
    });

  it.each([
    ['an encoded parent segment', 'a%2F..%2F..%2Fescape.txt'],
    ['an encoded dot segment', 'a%2F.%2Fb.txt'],
    ['an empty segment', 'a//b.txt'],
    ['a control character', 'a%0Ab.txt'],
    ['a backslash', 'a%5C..%5Cb.txt'],
    ['a trailing slash', 'folder/'],
  ])('refuses %s', async (_label, path) => {
    const response = await raw(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });

  it('refuses traversal in move, copy and list bodies', async () => {
    const path = `keys-${randomUUID()}.txt`;
    await admin.storage.from('public-assets').upload(path, new Blob(['x']));
    expect(
      (await admin.storage.from('public-assets').move(path, '../outside.txt')).error,
    ).toMatchObject({ statusCode: '400' });
    expect(
      (await admin.storage.from('public-assets').copy(path, 'a/../../b.txt')).error,
    ).toMatchObject({ statusCode: '400' });
    expect((await admin.storage.from('public-assets').list('../')).error).toMatchObject({
      statusCode: '400',
    });
  });

  it('accepts spaces and accents in names', async () => {
    const path = `${randomUUID()}/pane alla curcuma è buono.txt`;
    expect(
      (await admin.storage.from('public-assets').upload(path, new Blob(['sì']))).error,
    ).toBeNull();
    const response = await fetch(
      anon.storage.from('public-assets').getPublicUrl(path).data.publicUrl,
    );
    expect(await response.text()).toBe('sì');
  });
});

describe('errors', () => {
  it('answers NoSuchBucket for an unknown bucket', async () => {
    const { error } = await admin.storage.from('no-such-bucket').upload('a.txt', new Blob(['x']));
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('answers unknown routes with 404', async () => {
    const response = await fetch(`${stack.url}/storage/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404' });
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/list/public-assets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });
});
