// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayDeferRegistration, scheduleRegistration } from '@/app/register-service-worker';
import { requestOfflineUse, wantServiceWorker } from '@/offline/readiness/offline-use-request';

const succeeds = () => vi.fn(() => Promise.resolve());

// happy-dom's document has loaded: the schedule starts at once, as on a page after `load`.
describe('when the service worker is registered', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a returning visitor’s worker is registered at load, to find a new version', () => {
    const register = succeeds();
    scheduleRegistration(register, false);
    expect(register).toHaveBeenCalledOnce();
  });

  it('a first visit installs the worker only once the page has settled', () => {
    const register = succeeds();
    scheduleRegistration(register, true);
    vi.advanceTimersByTime(9_000);
    expect(register).not.toHaveBeenCalled();
    // 10 s, then the idle moment (happy-dom has no requestIdleCallback: 1 s later).
    vi.advanceTimersByTime(2_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('asking for offline use registers at once, and only once', async () => {
    const register = succeeds();
    scheduleRegistration(register, true);
    requestOfflineUse();
    expect(register).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(20_000);
    requestOfflineUse();
    expect(register).toHaveBeenCalledOnce();
  });

  it('signing in during a first visit registers at once', () => {
    const register = succeeds();
    scheduleRegistration(register, true);
    wantServiceWorker();
    expect(register).toHaveBeenCalledOnce();
  });

  it('offline, it waits for the connection to come back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const register = succeeds();
    scheduleRegistration(register, false);
    expect(register).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(register).toHaveBeenCalledOnce();
  });

  it('a failed registration is tried again when the connection returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(undefined);
    scheduleRegistration(register, false);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    expect(register).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    requestOfflineUse();
    expect(register).toHaveBeenCalledTimes(2);
  });
});

describe('mayDeferRegistration', () => {
  it('defers only an anonymous first visit in a browser tab', () => {
    expect(mayDeferRegistration({ controlled: false, signedIn: false, installed: false })).toBe(
      true,
    );
    expect(mayDeferRegistration({ controlled: true, signedIn: false, installed: false })).toBe(
      false,
    );
    expect(mayDeferRegistration({ controlled: false, signedIn: true, installed: false })).toBe(
      false,
    );
    expect(mayDeferRegistration({ controlled: false, signedIn: false, installed: true })).toBe(
      false,
    );
  });
});
