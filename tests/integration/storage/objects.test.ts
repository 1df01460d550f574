import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { keyClient, startFixtureStack, storageFixtureDir } from './fixture-stack.ts';

let stack: RunningStack;
let admin: SupabaseClient;
const bucket = 'public-assets';
const folder = () => `objects-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stack = await startFixtureStack({ supabaseDir: storageFixtureDir, seed: false });
  admin = keyClient(stack, stack.serviceRoleKey);
});
afterAll(() => stack.stop());

async function downloadText(client: SupabaseClient, path: string): Promise<string> {
  const { data, error } = await client.storage.from(bucket).download(path);
  if (error) throw error;
  return data.text();
}

describe('uploads', () => {
  it('stores a Blob sent as multipart with its type, cache control and metadata', async () => {
    const path = `${folder()}/note.txt`;
    const { data, error } = await admin.storage
      .from(bucket)
      .upload(path, new Blob(['ciao'], { type: 'text/plain' }), {
        cacheControl: '60',
        metadata: { author: 'giulia' },
      });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${bucket}/${path}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const info = await admin.storage.from(bucket).info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      id: data?.id,
      name: path,
      bucketId: bucket,
      size: 4,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
      metadata: { author: 'giulia' },
    });
    expect(info.data?.etag).toBe('"6e6bc4e49dd477ebc98ef4046c067b5f"');
    expect(await downloadText(admin, path)).toBe('ciao');
  });

  it('stores a raw Buffer body with the content type and base64 metadata headers', async () => {
    const path = `${folder()}/raw.json`;
    const { error } = await admin.storage.from(bucket).upload(path, Buffer.from('{"a":1}'), {
      contentType: 'application/json',
      metadata: { v: 2 },
    });
    expect(error).toBeNull();
    const info = await admin.storage.from(bucket).info(path);
    expect(info.data).toMatchObject({
      contentType: 'application/json',
      cacheControl: 'max-age=3600',
      size: 7,
      metadata: { v: 2 },
    });
  });

  it('sniffs the type of a file uploaded without one', async () => {
    const path = `${folder()}/pixel`;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await admin.storage.from(bucket).upload(path, new Blob([png]));
    const info = await admin.storage.from(bucket).info(path);
    expect(info.data?.contentType).toBe('image/png');
    // No user metadata given: Storage answers an empty object, never null.
    expect(info.data?.metadata).toEqual({});
  });

  it('refuses to overwrite without upsert, with the Storage duplicate error', async () => {
    const path = `${folder()}/once.txt`;
    await admin.storage.from(bucket).upload(path, new Blob(['first']));
    const { data, error } = await admin.storage.from(bucket).upload(path, new Blob(['second']));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await downloadText(admin, path)).toBe('first');
  });

  it('replaces the bytes on upsert and keeps the object id', async () => {
    const path = `${folder()}/upsert.txt`;
    const first = await admin.storage.from(bucket).upload(path, new Blob(['v1']));
    const second = await admin.storage
      .from(bucket)
      .upload(path, new Blob(['version 2']), { upsert: true });
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    expect(await downloadText(admin, path)).toBe('version 2');
  });

  it('updates an existing object with PUT, and answers NoSuchKey for a missing one', async () => {
    const path = `${folder()}/update.txt`;
    await admin.storage.from(bucket).upload(path, new Blob(['old']));
    const updated = await admin.storage
      .from(bucket)
      .update(path, new Blob(['new'], { type: 'text/plain' }));
    expect(updated.error).toBeNull();
    expect(await downloadText(admin, path)).toBe('new');

    const missing = await admin.storage
      .from(bucket)
      .update(`${folder()}/missing.txt`, new Blob(['x']));
    expect(missing.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    });
  });
});

describe('reading and removing', () => {
  it('downloads the bytes with their content type', async () => {
    const path = `${folder()}/bytes.bin`;
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await admin.storage
      .from(bucket)
      .upload(path, bytes, { contentType: 'application/octet-stream' });
    const { data, error } = await admin.storage.from(bucket).download(path);
    expect(error).toBeNull();
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
    expect(data!.type).toBe('application/octet-stream');
  });

  it('tells whether an object exists', async () => {
    const path = `${folder()}/exists.txt`;
    await admin.storage.from(bucket).upload(path, new Blob(['x']));
    expect((await admin.storage.from(bucket).exists(path)).data).toBe(true);
    expect((await admin.storage.from(bucket).exists(`${path}.nope`)).data).toBe(false);
  });

  it('removes several objects and returns the ones it deleted', async () => {
    const dir = folder();
    await admin.storage.from(bucket).upload(`${dir}/a.txt`, new Blob(['a']));
    await admin.storage.from(bucket).upload(`${dir}/b.txt`, new Blob(['b']));
    const { data, error } = await admin.storage
      .from(bucket)
      .remove([`${dir}/a.txt`, `${dir}/b.txt`, `${dir}/never-existed.txt`]);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name).sort()).toEqual([`${dir}/a.txt`, `${dir}/b.txt`]);
    const gone = await admin.storage.from(bucket).download(`${dir}/a.txt`);
    expect(gone.error).toMatchObject({ statusCode: '404' });
  });
});

describe('move and copy', () => {
  it('moves an object with its bytes, and refuses to move onto an existing key', async () => {
    const dir = folder();
    await admin.storage.from(bucket).upload(`${dir}/from.txt`, new Blob(['moving']));
    await admin.storage.from(bucket).upload(`${dir}/taken.txt`, new Blob(['taken']));

    const moved = await admin.storage.from(bucket).move(`${dir}/from.txt`, `${dir}/to.txt`);
    expect(moved).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect(await downloadText(admin, `${dir}/to.txt`)).toBe('moving');
    expect((await admin.storage.from(bucket).exists(`${dir}/from.txt`)).data).toBe(false);

    const clash = await admin.storage.from(bucket).move(`${dir}/to.txt`, `${dir}/taken.txt`);
    expect(clash.error).toMatchObject({ statusCode: '409' });
    const missing = await admin.storage.from(bucket).move(`${dir}/nothing.txt`, `${dir}/x.txt`);
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('moves an object into another bucket', async () => {
    const path = `${folder()}/cross.txt`;
    await admin.storage.from(bucket).upload(path, new Blob(['across']));
    const { error } = await admin.storage
      .from(bucket)
      .move(path, path, { destinationBucket: 'user-files' });
    expect(error).toBeNull();
    const { data } = await admin.storage.from('user-files').download(path);
    expect(await data?.text()).toBe('across');
  });

  it('copies an object, bytes and metadata included', async () => {
    const dir = folder();
    await admin.storage
      .from(bucket)
      .upload(`${dir}/original.txt`, new Blob(['copy me'], { type: 'text/plain' }), {
        metadata: { tag: 'x' },
      });
    const { data, error } = await admin.storage
      .from(bucket)
      .copy(`${dir}/original.txt`, `${dir}/copy.txt`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${bucket}/${dir}/copy.txt` });
    expect(await downloadText(admin, `${dir}/copy.txt`)).toBe('copy me');
    expect(await downloadText(admin, `${dir}/original.txt`)).toBe('copy me');
    const info = await admin.storage.from(bucket).info(`${dir}/copy.txt`);
    expect(info.data).toMatchObject({ contentType: 'text/plain', metadata: { tag: 'x' } });
  });
});

describe('signed URLs', () => {
  it('signs a URL that downloads the object without any key', async () => {
    const path = `${folder()}/signed file.txt`;
    await admin.storage.from('user-files').upload(path, new Blob(['secret']));
    const { data, error } = await admin.storage
      .from('user-files')
      .createSignedUrl(path, 60, { download: true });
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    expect(await response.text()).toBe('secret');
  });

  it('refuses a token signed for another object, and an expired one', async () => {
    const dir = folder();
    await admin.storage.from('user-files').upload(`${dir}/a.txt`, new Blob(['a']));
    await admin.storage.from('user-files').upload(`${dir}/b.txt`, new Blob(['b']));
    const { data } = await admin.storage.from('user-files').createSignedUrl(`${dir}/a.txt`, 60);
    const token = new URL(data!.signedUrl).searchParams.get('token');
    const forged = await fetch(
      `${stack.url}/storage/v1/object/sign/user-files/${dir}/b.txt?token=${token}`,
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const past = Math.floor(Date.now() / 1000) - 60;
    const expiredToken = await signJwt(
      { url: `user-files/${dir}/a.txt`, iat: past - 60, exp: past },
      stack.jwtSecret,
    );
    const expired = await fetch(
      `${stack.url}/storage/v1/object/sign/user-files/${dir}/a.txt?token=${expiredToken}`,
    );
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('signs several paths at once, reporting the missing ones', async () => {
    const path = `${folder()}/many.txt`;
    await admin.storage.from('user-files').upload(path, new Blob(['many']));
    const { data, error } = await admin.storage
      .from('user-files')
      .createSignedUrls([path, 'nope/missing.txt'], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path, error: null });
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('many');
    expect(data?.[1]).toMatchObject({ path: 'nope/missing.txt', signedUrl: null });
    expect(data?.[1]?.error).toMatch(/does not exist/);
  });
});
