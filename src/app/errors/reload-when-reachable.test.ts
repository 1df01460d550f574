import { describe, expect, it, vi } from 'vitest';
import { missingFileUrl, waitUntilReachable } from '@/app/errors/reload-when-reachable';

function probeFailing(times: number, overrides: { offlineAfter?: number } = {}) {
  let calls = 0;
  const fetch = vi.fn(() => {
    calls += 1;
    return calls <= times ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({});
  });
  return {
    fetch,
    wait: vi.fn(() => Promise.resolve()),
    isOffline: () => overrides.offlineAfter !== undefined && calls >= overrides.offlineAfter,
    isCancelled: () => false,
  };
}

describe('missingFileUrl', () => {
  it('reads the file from the browsers’ and Vite’s messages', () => {
    expect(
      missingFileUrl(
        new TypeError('Failed to fetch dynamically imported module: http://a.test/assets/x-1.js'),
      ),
    ).toBe('http://a.test/assets/x-1.js');
    expect(
      missingFileUrl(new Error('Unable to preload CSS for https://a.test/assets/legal-2.css')),
    ).toBe('https://a.test/assets/legal-2.css');
  });

  it('is undefined when the message names no address', () => {
    expect(missingFileUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(missingFileUrl('not an error')).toBeUndefined();
  });
});

describe('waitUntilReachable', () => {
  it('answers true at the first download that gets through, bypassing the HTTP cache', async () => {
    const probe = probeFailing(3);
    await expect(waitUntilReachable('http://a.test/x.js', probe)).resolves.toBe(true);
    expect(probe.fetch).toHaveBeenCalledTimes(4);
    expect(probe.fetch).toHaveBeenLastCalledWith('http://a.test/x.js', { cache: 'no-store' });
    expect(probe.wait).toHaveBeenCalledTimes(3);
  });

  it('gives up after its attempts, and when the device is offline again', async () => {
    await expect(waitUntilReachable('http://a.test/x.js', probeFailing(99), 5)).resolves.toBe(
      false,
    );
    const goesOffline = probeFailing(99, { offlineAfter: 2 });
    await expect(waitUntilReachable('http://a.test/x.js', goesOffline)).resolves.toBe(false);
    expect(goesOffline.fetch).toHaveBeenCalledTimes(2);
  });

  it('answers false when the page stopped waiting meanwhile', async () => {
    let cancelled = false;
    const probe = {
      ...probeFailing(0),
      fetch: vi.fn(() => {
        cancelled = true;
        return Promise.resolve({});
      }),
      isCancelled: () => cancelled,
    };
    await expect(waitUntilReachable('http://a.test/x.js', probe)).resolves.toBe(false);
  });
});
