import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { cacheGroups } from '@/lib/query-cache-groups';
import { createQueryClient } from '@/lib/query-client';
import {
  createQueryPersistOptions,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_STORAGE_KEY,
} from '@/lib/query-persistence';

afterEach(() => localStorage.clear());

function RestoredProducts() {
  const restoring = useIsRestoring();
  const { data } = useQuery({
    ...cacheGroups.products,
    queryKey: ['products', 'list'],
    // Never answers: whatever shows up came from storage.
    queryFn: () => new Promise<string[]>(() => undefined),
  });
  if (restoring) return <p>Ripristino…</p>;
  return <p>{data ? `Prodotti: ${data.join(', ')}` : 'Nessun dato salvato'}</p>;
}

/** Appears once the provider has finished restoring from storage. */
function ReadyProbe() {
  return useIsRestoring() ? null : <p data-testid="ready">pronto</p>;
}

describe('persisted query cache', () => {
  it('keeps a day, under a versioned key', () => {
    const options = createQueryPersistOptions(localStorage);
    expect(options.maxAge).toBe(QUERY_CACHE_MAX_AGE_MS);
    expect(QUERY_CACHE_MAX_AGE_MS).toBe(24 * 60 * 60 * 1_000);
    expect(options.buster).toBe(QUERY_CACHE_BUSTER);
  });

  it('saves only successful queries and restores them in the next session', async () => {
    const first = createQueryClient();
    const session = render(
      <AppProviders queryClient={first} mantineEnv="test">
        <ReadyProbe />
      </AppProviders>,
    );
    await screen.findByTestId('ready');
    // The provider starts saving in an effect after the restore: a change made before that
    // effect has run is never saved (the cause of this test's rare timeouts).
    await waitFor(() => expect(first.getQueryCache().hasListeners()).toBe(true));
    await act(async () => {
      first.setQueryData(['products', 'list'], ['bun-classico', 'bun-patata']);
      await first
        .fetchQuery({
          queryKey: ['carousel'],
          queryFn: () => Promise.reject(new Error('offline')),
          retry: false,
        })
        .catch(() => undefined);
    });
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
    session.unmount();

    render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <RestoredProducts />
      </AppProviders>,
    );
    expect(await screen.findByText('Prodotti: bun-classico, bun-patata')).toBeInTheDocument();
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
    render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <RestoredProducts />
      </AppProviders>,
    );
    expect(await screen.findByText('Nessun dato salvato')).toBeInTheDocument();
  });
});
