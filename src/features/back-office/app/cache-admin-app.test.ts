import { describe, expect, it } from 'vitest';
import { cacheAdminApp } from '@/features/back-office/app/cache-admin-app';
import { ADMIN_APP_CACHE_NAME, ADMIN_FILES_URL } from '@/offline/pwa/admin-app';

describe('cacheAdminApp', () => {
  it('fills the admin app’s own cache from the build’s admin listing', async () => {
    const opened: string[] = [];
    const added: string[] = [];
    const cache = { keys: async () => [], add: async (path: string) => void added.push(path) };
    const storage = {
      open: async (name: string) => {
        opened.push(name);
        return cache as unknown as Cache;
      },
    };
    const asked: string[] = [];
    const count = await cacheAdminApp(storage, async (url) => {
      asked.push(url);
      return new Response(JSON.stringify({ files: ['/assets/chart-1.js'] }));
    });
    expect(count).toBe(1);
    expect(asked).toEqual([ADMIN_FILES_URL]);
    expect(opened).toEqual([ADMIN_APP_CACHE_NAME]);
    expect(added).toEqual(['/assets/chart-1.js']);
  });
});
