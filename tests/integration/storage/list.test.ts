import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { keyClient, startFixtureStack, storageFixtureDir, userClient } from './fixture-stack.ts';

let stack: RunningStack;
let admin: SupabaseClient;
const bucket = 'public-assets';
// One tree for the whole file, uploaded in a known order so updated_at sorts are predictable.
const root = `list-${randomUUID().slice(0, 8)}`;
const files = [
  'b.txt',
  'a.txt',
  'C.png',
  'photos/1.jpg',
  'photos/2.jpg',
  'docs/readme.md',
  'docs/deep/x.txt',
];

beforeAll(async () => {
  stack = await startFixtureStack({ supabaseDir: storageFixtureDir, seed: false });
  admin = keyClient(stack, stack.serviceRoleKey);
  for (const file of files) {
    const { error } = await admin.storage.from(bucket).upload(`${root}/${file}`, new Blob([file]));
    if (error) throw error;
    // Distinct timestamps for the updated_at ordering test.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
afterAll(() => stack.stop());

const names = (entries: { name: string }[] | null) => entries?.map((entry) => entry.name);

describe('list', () => {
  it('lists one level: folders first (id null), then files by name', async () => {
    const { data, error } = await admin.storage.from(bucket).list(root);
    expect(error).toBeNull();
    expect(names(data)).toEqual(['docs', 'photos', 'C.png', 'a.txt', 'b.txt']);
    const folder = data?.find((entry) => entry.name === 'docs');
    expect(folder).toMatchObject({ id: null, updated_at: null, created_at: null, metadata: null });
    const file = data?.find((entry) => entry.name === 'a.txt');
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    expect(Number.isNaN(Date.parse(file!.updated_at!))).toBe(false);
  });

  it('accepts the folder with a trailing slash and lists nested folders', async () => {
    expect(names((await admin.storage.from(bucket).list(`${root}/docs/`)).data)).toEqual([
      'deep',
      'readme.md',
    ]);
    expect(names((await admin.storage.from(bucket).list(`${root}/docs/deep`)).data)).toEqual([
      'x.txt',
    ]);
  });

  it('lists the bucket root as folders', async () => {
    const { data } = await admin.storage.from(bucket).list('', { search: root });
    expect(data).toEqual([expect.objectContaining({ name: root, id: null })]);
  });

  it('pages with limit and offset', async () => {
    const page1 = await admin.storage.from(bucket).list(root, { limit: 2, offset: 0 });
    const page2 = await admin.storage.from(bucket).list(root, { limit: 2, offset: 2 });
    const page3 = await admin.storage.from(bucket).list(root, { limit: 2, offset: 4 });
    expect(names(page1.data)).toEqual(['docs', 'photos']);
    expect(names(page2.data)).toEqual(['C.png', 'a.txt']);
    expect(names(page3.data)).toEqual(['b.txt']);
  });

  it('sorts by name descending and by updated_at', async () => {
    const descending = await admin.storage
      .from(bucket)
      .list(root, { sortBy: { column: 'name', order: 'desc' } });
    expect(names(descending.data)).toEqual(['photos', 'docs', 'b.txt', 'a.txt', 'C.png']);
    const byUpdate = await admin.storage
      .from(bucket)
      .list(root, { sortBy: { column: 'updated_at', order: 'asc' } });
    expect(names(byUpdate.data)).toEqual(['docs', 'photos', 'b.txt', 'a.txt', 'C.png']);
  });

  it('searches names by their beginning, case-insensitively', async () => {
    expect(names((await admin.storage.from(bucket).list(root, { search: 'c' })).data)).toEqual([
      'C.png',
    ]);
    expect(names((await admin.storage.from(bucket).list(root, { search: 'ph' })).data)).toEqual([
      'photos',
    ]);
    expect((await admin.storage.from(bucket).list(root, { search: 'zzz' })).data).toEqual([]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await admin.storage.from(bucket).list(root, { search: '%' })).data).toEqual([]);
    expect((await admin.storage.from(bucket).list(root, { search: '_' })).data).toEqual([]);
  });

  it('shows only what RLS lets the caller see', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const ownerClient = userClient(stack, owner);
    await ownerClient.storage
      .from('user-files')
      .upload(`${owner}/private/report.pdf`, new Blob(['%PDF-']));
    expect(names((await ownerClient.storage.from('user-files').list(owner)).data)).toEqual([
      'private',
    ]);
    expect((await userClient(stack, stranger).storage.from('user-files').list(owner)).data).toEqual(
      [],
    );
    expect(
      (await keyClient(stack, stack.anonKey).storage.from('user-files').list(owner)).data,
    ).toEqual([]);
  });

  it('refuses a malformed listing request', async () => {
    const { error } = await admin.storage.from(bucket).list(root, { limit: 0 });
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
  });
});
