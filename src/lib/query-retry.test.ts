// @vitest-environment happy-dom
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { createQueryClient } from '@/lib/query-client';
import { retryDelayMs, retryUpTo, shouldRetryRead } from '@/lib/query-retry';

describe('shouldRetryRead (spec §8)', () => {
  it('never retries a 404', () => {
    expect(shouldRetryRead(0, new HttpError(404, 'Not Found'))).toBe(false);
  });

  it('retries a server error up to two times', () => {
    const error = new HttpError(503, 'Service Unavailable');
    expect([0, 1, 2].map((failures) => shouldRetryRead(failures, error))).toEqual([
      true,
      true,
      false,
    ]);
    expect(shouldRetryRead(1, { status: 500 })).toBe(true);
  });

  it('retries anything else once: network failures, other 4xx', () => {
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryRead(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetryRead(0, new HttpError(401, 'Unauthorized'))).toBe(true);
    expect(shouldRetryRead(1, new HttpError(401, 'Unauthorized'))).toBe(false);
  });

  it('reads the status from supabase-style errors and from a cause', () => {
    expect(shouldRetryRead(0, { statusCode: '404' })).toBe(false);
    expect(shouldRetryRead(0, new Error('wrapped', { cause: { status: 404 } }))).toBe(false);
  });
});

describe('offline (issue 8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // A client created offline tells TanStack Query so (shared by the whole file).
    onlineManager.setOnline(true);
  });

  it('does not retry a network failure while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryUpTo(3)(0, { status: 0 })).toBe(false);
    // A real answer of the server is judged by the usual rules.
    expect(shouldRetryRead(0, new HttpError(401, 'Unauthorized'))).toBe(true);
  });

  it('a read that cannot answer offline fails at once instead of pausing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    let attempts = 0;
    const failure = new TypeError('Failed to fetch');
    await expect(
      client.fetchQuery({
        queryKey: ['offline-read'],
        queryFn: () => {
          attempts += 1;
          return Promise.reject(failure);
        },
      }),
    ).rejects.toBe(failure);
    expect(attempts).toBe(1);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('retryUpTo (carousel: 3 retries)', () => {
  it('allows the given number of retries whatever the status, but not on 404', () => {
    const retry = retryUpTo(3);
    const serverError = new HttpError(500, 'Internal Server Error');
    expect([0, 1, 2, 3].map((failures) => retry(failures, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(retry(0, new HttpError(404, 'Not Found'))).toBe(false);
  });
});

describe('the app QueryClient applies the rules to real fetches', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  async function attemptsUntilFailure(error: Error): Promise<number> {
    let attempts = 0;
    const result = client
      .fetchQuery({
        queryKey: ['retry-test', error.message],
        queryFn: () => {
          attempts += 1;
          return Promise.reject(error);
        },
      })
      .catch((failure: unknown) => failure);
    await vi.runAllTimersAsync();
    expect(await result).toBe(error);
    return attempts;
  }

  it('asks once for a missing resource, three times for a broken server, twice otherwise', async () => {
    expect(await attemptsUntilFailure(new HttpError(404, 'Not Found'))).toBe(1);
    expect(await attemptsUntilFailure(new HttpError(500, 'Internal Server Error'))).toBe(3);
    expect(await attemptsUntilFailure(new TypeError('Failed to fetch'))).toBe(2);
  });

  it('waits 1 s then 2 s between the attempts', async () => {
    const startedAt: number[] = [];
    const error = new HttpError(502, 'Bad Gateway');
    const result = client
      .fetchQuery({
        queryKey: ['retry-timing'],
        queryFn: () => {
          startedAt.push(Date.now());
          return Promise.reject(error);
        },
      })
      .catch(() => undefined);
    await vi.runAllTimersAsync();
    await result;
    expect(startedAt.slice(1).map((time, index) => time - (startedAt[index] ?? 0))).toEqual([
      1_000, 2_000,
    ]);
  });
});
