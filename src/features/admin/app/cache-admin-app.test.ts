import { describe, expect, it } from 'vitest';
import { cacheAdminApp } from '@/features/admin/app/cache-admin-app';
import { ADMIN_APP_CACHE_NAME } from '@/lib/pwa/admin-app';

/** A Cache Storage holding one cache, keyed by path, enough for what cacheAdminApp does. */
function fakeCacheStorage(paths: string[]) {
  const kept = new Set(paths);
  const opened: string[] = [];
  const cache = {
    keys: async () => [...kept].map((path) => new Request(`http://127.0.0.1${path}`)),
    delete: async (request: Request) => kept.delete(new URL(request.url).pathname),
    add: async (path: string) => void kept.add(path),
  };
  return {
    kept,
    opened,
    storage: {
      open: async (name: string) => {
        opened.push(name);
        return cache as unknown as Cache;
      },
    },
  };
}

const listing = (files: string[]) => async () => new Response(JSON.stringify({ files }));

describe('cacheAdminApp', () => {
  it('adds the build’s admin files that are missing and drops older builds’ files', async () => {
    const { kept, opened, storage } = fakeCacheStorage(['/assets/old-1.js', '/assets/b-2.js']);
    const added = await cacheAdminApp(storage, listing(['/assets/a-1.js', '/assets/b-2.js']));
    expect(added).toBe(1);
    expect(opened).toEqual([ADMIN_APP_CACHE_NAME]);
    expect([...kept].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
  });

  it('refuses a listing that is not the build’s', async () => {
    const { storage } = fakeCacheStorage([]);
    await expect(
      cacheAdminApp(storage, listing(['https://elsewhere.example/x.js'])),
    ).rejects.toThrow();
    await expect(
      cacheAdminApp(storage, async () => new Response('no', { status: 404 })),
    ).rejects.toThrow('HTTP 404');
  });
});
