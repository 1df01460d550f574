import { describe, expect, it } from 'vitest';
import { cacheListedFiles, pruneUnlisted } from '@/offline/pwa/listed-files';

/** A Cache Storage holding one cache, keyed by path, enough for what the functions do. */
function fakeCacheStorage(paths: string[]) {
  const kept = new Set(paths);
  const cache = {
    keys: async () => [...kept].map((path) => new Request(`http://127.0.0.1${path}`)),
    delete: async (request: Request) => kept.delete(new URL(request.url).pathname),
    add: async (path: string) => void kept.add(path),
  };
  return { kept, storage: { open: async () => cache as unknown as Cache } };
}

const listing = (files: string[]) => async () => new Response(JSON.stringify({ files }));

describe('cacheListedFiles', () => {
  it('adds the missing files and keeps an older build’s, which a page may still run', async () => {
    const { kept, storage } = fakeCacheStorage(['/assets/old-1.js', '/assets/b-2.js']);
    const added = await cacheListedFiles(
      '/list.json',
      'cache',
      storage,
      listing(['/assets/a-1.js', '/assets/b-2.js']),
    );
    expect(added).toBe(1);
    expect([...kept].sort()).toEqual(['/assets/a-1.js', '/assets/b-2.js', '/assets/old-1.js']);
  });

  it('refuses a listing that is not the build’s', async () => {
    const { storage } = fakeCacheStorage([]);
    for (const files of [['https://elsewhere.example/x.js'], [42]]) {
      await expect(
        cacheListedFiles('/list.json', 'cache', storage, listing(files as string[])),
      ).rejects.toThrow('Elenco dei file della build non valido');
    }
    await expect(
      cacheListedFiles(
        '/list.json',
        'cache',
        storage,
        async () => new Response('no', { status: 404 }),
      ),
    ).rejects.toThrow('HTTP 404');
  });
});

describe('pruneUnlisted', () => {
  it('drops what the current build no longer lists, and nothing else', async () => {
    const { kept, storage } = fakeCacheStorage(['/assets/old-1.js', '/assets/b-2.js']);
    const dropped = await pruneUnlisted(
      '/list.json',
      'cache',
      storage,
      listing(['/assets/a-1.js', '/assets/b-2.js']),
    );
    expect(dropped).toBe(1);
    expect([...kept]).toEqual(['/assets/b-2.js']);
  });
});
