import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { logger } from '@/lib/logger';
import { cacheGroups } from '@/lib/query-cache-groups';
import { createQueryClient } from '@/lib/query-client';

const minutes = (count: number) => count * 60_000;

describe('cache groups (spec §9)', () => {
  it('default: 5 / 10 min, no refetch on focus', () => {
    expect(cacheGroups.default).toMatchObject({
      staleTime: minutes(5),
      gcTime: minutes(10),
      refetchOnWindowFocus: false,
    });
  });

  it('products: 10 / 30 min, no refetch on focus or mount', () => {
    expect(cacheGroups.products).toMatchObject({
      staleTime: minutes(10),
      gcTime: minutes(30),
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    });
  });

  it('bundles 5 / 15 min; user 2 / 10 min and admin 30 s / 2 min refresh on focus', () => {
    expect(cacheGroups.bundles).toMatchObject({ staleTime: minutes(5), gcTime: minutes(15) });
    expect(cacheGroups.user).toMatchObject({
      staleTime: minutes(2),
      gcTime: minutes(10),
      refetchOnWindowFocus: true,
    });
    expect(cacheGroups.admin).toMatchObject({
      staleTime: 30_000,
      gcTime: minutes(2),
      refetchOnWindowFocus: true,
    });
  });

  it('static: 60 min / 24 h; carousel: 5 min with 3 retries', () => {
    expect(cacheGroups.static).toMatchObject({ staleTime: minutes(60), gcTime: minutes(24 * 60) });
    expect(cacheGroups.carousel.staleTime).toBe(minutes(5));
    const serverError = new HttpError(500, 'Internal Server Error');
    expect(cacheGroups.carousel.retry(2, serverError)).toBe(true);
    expect(cacheGroups.carousel.retry(3, serverError)).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('uses the default group for every query', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject(cacheGroups.default);
  });

  it('only logs a failed mutation and does not retry it', async () => {
    const client = createQueryClient();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const failure = new Error('insert refused');
    const mutation = client.getMutationCache().build(client, {
      mutationKey: ['newsletter', 'subscribe'],
      mutationFn: () => {
        attempts += 1;
        return Promise.reject(failure);
      },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(failure);
    expect(attempts).toBe(1);
    expect(logged).toHaveBeenCalledWith('Operazione non riuscita', {
      mutationKey: ['newsletter', 'subscribe'],
      error: failure,
    });
    logged.mockRestore();
  });
});
