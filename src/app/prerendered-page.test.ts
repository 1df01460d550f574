import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countedAsReadNow } from './prerendered-page';

describe('countedAsReadNow', () => {
  it('counts the build’s data as read now, keeping the data and the rest of its state', () => {
    const built: DehydratedState = {
      mutations: [],
      queries: [
        {
          queryKey: ['products', 'list'],
          queryHash: '["products","list"]',
          dehydratedAt: 1_000,
          state: {
            data: [{ slug: 'bun-classico' }],
            dataUpdateCount: 1,
            dataUpdatedAt: 1_000,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    };
    const hydrated = countedAsReadNow(built, 5_000_000);
    expect(hydrated.queries[0]?.state.dataUpdatedAt).toBe(5_000_000);
    expect(hydrated.queries[0]?.state.data).toEqual([{ slug: 'bun-classico' }]);
    expect(hydrated.queries[0]?.queryHash).toBe('["products","list"]');
    // The page's block is left as it was: the refresh after hydration reads its queries.
    expect(built.queries[0]?.state.dataUpdatedAt).toBe(1_000);
  });
});
