// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleRegistration } from '@/app/register-service-worker';
import { requestOfflineUse } from '@/lib/offline/offline-use-request';

// happy-dom's document has loaded: the schedule starts at once, as on a page after `load`.
describe('when the service worker is registered', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a returning visitor’s worker is registered at load, to find a new version', () => {
    const register = vi.fn();
    scheduleRegistration(register, false);
    expect(register).toHaveBeenCalledOnce();
  });

  it('a first visit installs the worker only once the page has settled', () => {
    const register = vi.fn();
    scheduleRegistration(register, true);
    vi.advanceTimersByTime(9_000);
    expect(register).not.toHaveBeenCalled();
    // 10 s, then the idle moment (happy-dom has no requestIdleCallback: 1 s later).
    vi.advanceTimersByTime(2_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('asking for offline use registers at once, and only once', () => {
    const register = vi.fn();
    scheduleRegistration(register, true);
    requestOfflineUse();
    expect(register).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(20_000);
    requestOfflineUse();
    expect(register).toHaveBeenCalledOnce();
  });
});
