// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

describe('createQueryClient', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('starts offline when the page opens without a connection, so the reconnect refetches', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
    const refetched = vi.spyOn(client.getQueryCache(), 'onOnline');
    client.mount();
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    // After the paused mutations resume (a promise), the queries are asked to refetch.
    await vi.waitFor(() => expect(refetched).toHaveBeenCalledOnce());
    client.unmount();
  });

  it('stays online otherwise', () => {
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
