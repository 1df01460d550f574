// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const FAILED_DOWNLOAD = 'Failed to fetch dynamically imported module';

afterEach(() => {
  vi.doUnmock('@/offline/cart-sync/start-cart-sync');
  vi.doUnmock('@/offline/outbox/outbox-triggers');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('startOfflineSyncWhenIdle', () => {
  it('starts a part whose download failed offline once the connection returns, and only once', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run();
      return 1;
    });
    // The logger reports the failed download here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const startCartSync = vi.fn(() => Promise.resolve(() => undefined));
    const startOutboxTriggers = vi.fn(() => Promise.resolve(() => undefined));
    vi.doMock('@/offline/cart-sync/start-cart-sync', () => ({ startCartSync }));
    vi.doMock('@/offline/outbox/outbox-triggers', () => {
      throw new TypeError(FAILED_DOWNLOAD);
    });
    const { startOfflineSyncWhenIdle } = await import('@/offline/cart-sync/start-offline-sync');

    startOfflineSyncWhenIdle();
    await vi.waitFor(() => expect(startCartSync).toHaveBeenCalledOnce());
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('Invio degli ordini in attesa non avviato'),
        expect.anything(),
      ),
    );

    // The connection returns: the outbox's code downloads now and starts.
    vi.doMock('@/offline/outbox/outbox-triggers', () => ({ startOutboxTriggers }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(startOutboxTriggers).toHaveBeenCalledOnce());

    // Later reconnections start nothing twice.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startOutboxTriggers).toHaveBeenCalledOnce();
    expect(startCartSync).toHaveBeenCalledOnce();
  });
});
