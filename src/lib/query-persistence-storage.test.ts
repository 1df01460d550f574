// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import {
  createQueryPersistOptions,
  keepQueryCacheSaved,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_STORAGE_KEY,
  restoreQueryCache,
} from '@/lib/query-persistence';

afterEach(() => localStorage.clear());

describe('persisted query cache', () => {
  it('keeps a day, under a versioned key', () => {
    const options = createQueryPersistOptions(localStorage);
    expect(options.maxAge).toBe(QUERY_CACHE_MAX_AGE_MS);
    expect(QUERY_CACHE_MAX_AGE_MS).toBe(24 * 60 * 60 * 1_000);
    expect(options.buster).toBe(QUERY_CACHE_BUSTER);
  });

  it('saves only successful queries and restores them in the next session', async () => {
    const first = createQueryClient();
    const stopSaving = keepQueryCacheSaved(first, createQueryPersistOptions(localStorage));
    first.setQueryData(['products', 'list'], ['bun-classico', 'bun-patata']);
    await first
      .fetchQuery({
        queryKey: ['carousel'],
        queryFn: () => Promise.reject(new Error('offline')),
        retry: false,
      })
      .catch(() => undefined);
    // The persister writes at most once a second; on a loaded CI machine (two test workers, a
    // database each) its timer can fire seconds late, so the wait is generous.
    await waitFor(
      () => {
        const stored = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? 'null') as {
          buster: string;
          clientState: { queries: { queryKey: unknown }[] };
        } | null;
        expect(stored?.buster).toBe(QUERY_CACHE_BUSTER);
        expect(stored?.clientState.queries.map((query) => query.queryKey)).toEqual([
          ['products', 'list'],
        ]);
      },
      { timeout: 10_000 },
    );
    stopSaving();

    const next = createQueryClient();
    await restoreQueryCache(next, createQueryPersistOptions(localStorage));
    expect(next.getQueryData(['products', 'list'])).toEqual(['bun-classico', 'bun-patata']);
    expect(next.getQueryData(['carousel'])).toBeUndefined();
  });

  it('saves the last change at once when the page goes away, not a second later', () => {
    const client = createQueryClient();
    const stopSaving = keepQueryCacheSaved(client, createQueryPersistOptions(localStorage));
    client.setQueryData(['standing-order'], { status: 'active' });
    // A reload within the persister's second: before the fix nothing was written yet.
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY) ?? 'null') as {
      clientState: { queries: { queryKey: unknown; state: { data: unknown } }[] };
    } | null;
    expect(stored?.clientState.queries).toEqual([
      expect.objectContaining({
        queryKey: ['standing-order'],
        state: expect.objectContaining({ data: { status: 'active' } }),
      }),
    ]);
    stopSaving();
    localStorage.clear();
    client.setQueryData(['standing-order'], { status: 'paused' });
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('throws away a cache written for another buster', async () => {
    localStorage.setItem(
      QUERY_CACHE_STORAGE_KEY,
      JSON.stringify({
        buster: 'an-older-shape',
        timestamp: Date.now(),
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['products', 'list'],
              queryHash: '["products","list"]',
              state: { data: ['vecchio'], status: 'success', dataUpdatedAt: Date.now() },
            },
          ],
        },
      }),
    );
    const client = createQueryClient();
    await restoreQueryCache(client, createQueryPersistOptions(localStorage));
    expect(client.getQueryData(['products', 'list'])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('goes on without a save it cannot read, and removes it', async () => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{ non è JSON');
    const client = createQueryClient();
    await expect(
      restoreQueryCache(client, createQueryPersistOptions(localStorage)),
    ).resolves.toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });
});
