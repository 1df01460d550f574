import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  anonClient,
  createCustomer,
  serviceClient,
  signInDemo,
  type SignedIn,
} from './schema-helpers.ts';

// The shop's media buckets (storage migration): public reads by URL, writes for admins only,
// size and type limits enforced by the bucket settings.

const stackUrl = inject('stackUrl');
const svg = (label: string) =>
  new Blob(
    [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title></svg>`],
    {
      type: 'image/svg+xml',
    },
  );

let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  admin = await signInDemo('Amministratore');
  customer = await createCustomer('Cliente curioso');
});

describe.each(['product-images', 'carousel-media', 'blog-images'])('bucket %s', (bucket) => {
  it('is public with a size limit', async () => {
    const { data, error } = await serviceClient().storage.getBucket(bucket);
    expect(error).toBeNull();
    expect(data).toMatchObject({ public: true, file_size_limit: expect.any(Number) });
  });

  it('takes uploads from admins only and serves them by public URL', async () => {
    const path = `test/${randomUUID()}.svg`;
    const byCustomer = await customer.client.storage.from(bucket).upload(path, svg('cliente'));
    expect(byCustomer.error).toMatchObject({ statusCode: '403' });
    const byVisitor = await anonClient().storage.from(bucket).upload(path, svg('visitatore'));
    expect(byVisitor.error).toMatchObject({ statusCode: '403' });

    const byAdmin = await admin.client.storage.from(bucket).upload(path, svg('admin'));
    expect(byAdmin.error).toBeNull();
    const publicUrl = anonClient().storage.from(bucket).getPublicUrl(path).data.publicUrl;
    expect(publicUrl).toBe(`${stackUrl}/storage/v1/object/public/${bucket}/${path}`);
    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('<title>admin</title>');

    // Nobody but admins can list, replace or remove what is there.
    expect((await customer.client.storage.from(bucket).list('test')).data ?? []).toEqual([]);
    expect((await anonClient().storage.from(bucket).list('test')).data ?? []).toEqual([]);
    const listedByAdmin = await admin.client.storage.from(bucket).list('test', { limit: 1000 });
    expect(listedByAdmin.data?.map((file) => `test/${file.name}`)).toContain(path);
    await customer.client.storage.from(bucket).remove([path]);
    expect((await fetch(publicUrl)).status).toBe(200);
    expect((await admin.client.storage.from(bucket).remove([path])).error).toBeNull();
    expect((await fetch(publicUrl)).status).not.toBe(200);
  });

  it('refuses files that are not images (or videos for the carousel)', async () => {
    const { error } = await admin.client.storage
      .from(bucket)
      .upload(
        `test/${randomUUID()}.html`,
        new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
      );
    expect(error).toMatchObject({ statusCode: '415' });
  });
});

describe('seed images', () => {
  it('are served from their storage keys', async () => {
    const response = await fetch(
      `${stackUrl}/storage/v1/object/public/product-images/seed/bun-classico-640w.webp`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});
