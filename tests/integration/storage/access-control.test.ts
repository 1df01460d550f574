import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import {
  keyClient,
  startFixtureStack,
  storageFixtureDir,
  userClient,
  userToken,
} from './fixture-stack.ts';

let stack: RunningStack;
let admin: SupabaseClient;
let anon: SupabaseClient;
const rlsDenied = {
  status: 403,
  statusCode: '403',
  message: 'new row violates row-level security policy',
};

beforeAll(async () => {
  stack = await startFixtureStack({ supabaseDir: storageFixtureDir, seed: false });
  admin = keyClient(stack, stack.serviceRoleKey);
  anon = keyClient(stack, stack.anonKey);
});
afterAll(() => stack.stop());

describe('RLS decides who may write and read', () => {
  it('refuses anon uploads where no policy allows them, in the Storage error shape', async () => {
    const response = await fetch(
      `${stack.url}/storage/v1/object/public-assets/anon-${randomUUID()}.txt`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'text/plain' },
        body: 'nope',
      },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    const viaClient = await anon.storage
      .from('public-assets')
      .upload(`anon-${randomUUID()}.txt`, new Blob(['x']));
    expect(viaClient.error).toMatchObject(rlsDenied);
  });

  it("lets a user manage their own folder and nobody else's", async () => {
    const owner = randomUUID();
    const ownerClient = userClient(stack, owner);
    const stranger = userClient(stack, randomUUID());
    const path = `${owner}/invoice.pdf`;

    expect(
      (await ownerClient.storage.from('user-files').upload(path, new Blob(['%PDF-1']))).error,
    ).toBeNull();
    expect(await (await ownerClient.storage.from('user-files').download(path)).data?.text()).toBe(
      '%PDF-1',
    );
    const replaced = await ownerClient.storage
      .from('user-files')
      .upload(path, new Blob(['%PDF-2']), { upsert: true });
    expect(replaced.error).toBeNull();

    expect((await stranger.storage.from('user-files').download(path)).error).toMatchObject({
      statusCode: '404',
    });
    expect(
      (await stranger.storage.from('user-files').upload(`${owner}/evil.pdf`, new Blob(['x'])))
        .error,
    ).toMatchObject(rlsDenied);
    expect(
      (await stranger.storage.from('user-files').upload(path, new Blob(['x']), { upsert: true }))
        .error,
    ).toMatchObject(rlsDenied);
    expect((await stranger.storage.from('user-files').remove([path])).data).toEqual([]);
    expect(await (await ownerClient.storage.from('user-files').download(path)).data?.text()).toBe(
      '%PDF-2',
    );
  });

  it('records the uploader as owner', async () => {
    const owner = randomUUID();
    const path = `${owner}/owned.txt`;
    await userClient(stack, owner)
      .storage.from('user-files')
      .upload(path, new Blob(['mine']));
    const { data } = await admin.storage.from('user-files').remove([path]);
    expect(data?.[0]).toMatchObject({ name: path, owner, owner_id: owner });
  });

  it('needs SELECT and UPDATE policies for upsert, SELECT for download (insert-only bucket)', async () => {
    const path = `drop-${randomUUID()}.txt`;
    expect(
      (await anon.storage.from('drop-box').upload(path, new Blob(['first']))).error,
    ).toBeNull();
    expect(
      (await anon.storage.from('drop-box').upload(path, new Blob(['again']), { upsert: true }))
        .error,
    ).toMatchObject({
      status: 403,
      statusCode: '403',
    });
    expect((await anon.storage.from('drop-box').download(path)).error).toMatchObject({
      statusCode: '404',
    });
    expect(await (await admin.storage.from('drop-box').download(path)).data?.text()).toBe('first');
  });

  it('lets the service role bypass RLS', async () => {
    const owner = randomUUID();
    const path = `${owner}/by-admin.txt`;
    expect(
      (await admin.storage.from('user-files').upload(path, new Blob(['admin wrote this']))).error,
    ).toBeNull();
    expect(
      await (await userClient(stack, owner).storage.from('user-files').download(path)).data?.text(),
    ).toBe('admin wrote this');
  });

  it('refuses expired and forged tokens', async () => {
    const expired = await userToken(stack, randomUUID(), -60);
    const expiredResponse = await fetch(`${stack.url}/storage/v1/object/list/user-files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${expired}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(expiredResponse.status).toBe(403);
    expect(await expiredResponse.json()).toMatchObject({
      statusCode: '403',
      message: 'jwt expired',
    });

    const forged = await signJwt(
      { sub: randomUUID(), role: 'service_role' },
      'not-the-project-secret-at-all-0123456789',
    );
    const forgedResponse = await fetch(`${stack.url}/storage/v1/bucket`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(forgedResponse.status).toBe(403);
  });

  it('keeps direct SQL deletes out of storage tables, as hosted Supabase does', async () => {
    await expect(
      stack.ctx.db.query("delete from storage.objects where bucket_id = 'drop-box'"),
    ).rejects.toThrow(/Direct deletion from storage tables is not allowed/);
  });
});

describe('buckets', () => {
  it('lets the service role create, read, change, empty and delete a bucket', async () => {
    const id = `bucket-${randomUUID().slice(0, 8)}`;
    expect(await admin.storage.createBucket(id, { public: false, fileSizeLimit: '1MB' })).toEqual({
      data: { name: id },
      error: null,
    });
    expect((await admin.storage.getBucket(id)).data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: null,
    });
    expect((await admin.storage.listBuckets()).data?.map((bucket) => bucket.id)).toContain(id);

    expect(
      (await admin.storage.updateBucket(id, { public: true, allowedMimeTypes: ['image/*'] })).error,
    ).toBeNull();
    expect((await admin.storage.getBucket(id)).data).toMatchObject({
      public: true,
      allowed_mime_types: ['image/*'],
    });

    await admin.storage
      .from(id)
      .upload('a.png', new Blob([new Uint8Array(3)], { type: 'image/png' }));
    expect((await admin.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await admin.storage.emptyBucket(id)).error).toBeNull();
    expect(await admin.storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await admin.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses duplicates and invalid names', async () => {
    const id = `dup-${randomUUID().slice(0, 8)}`;
    await admin.storage.createBucket(id, { public: false });
    expect((await admin.storage.createBucket(id, { public: false })).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await admin.storage.createBucket('bad/name', { public: false })).error).toMatchObject({
      statusCode: '400',
      message: 'Bucket name invalid',
    });
  });

  it('keeps bucket management from anon and users (no policies on storage.buckets)', async () => {
    expect(
      (await anon.storage.createBucket(`anon-${randomUUID().slice(0, 8)}`, { public: true })).error,
    ).toMatchObject(rlsDenied);
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect(
      (await userClient(stack, randomUUID()).storage.getBucket('public-assets')).error,
    ).toMatchObject({
      statusCode: '404',
    });
  });
});
