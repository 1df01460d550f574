// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readyWhenIdle } from '@/lib/route-files/ready-when-idle';

describe('making the next page ready when the browser is idle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // whenIdle's own fallback (a timer) stands in for the browser's idle callback.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('preloads the route once idle, in a task after the files’ warm-up', async () => {
    const preload = vi.fn(async () => undefined);
    readyWhenIdle('/cart', preload, { priority: 'low' });
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.runAllTimersAsync();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('preloads nothing once cancelled, before the idle moment or between its two tasks', async () => {
    const early = vi.fn(async () => undefined);
    readyWhenIdle('/cart', early)();
    const between = vi.fn(async () => undefined);
    const cancel = readyWhenIdle('/products/bun-classico', between);
    // The idle moment comes; the preload's own task is still ahead.
    vi.advanceTimersByTime(1_000);
    cancel();
    await vi.runAllTimersAsync();
    expect(early).not.toHaveBeenCalled();
    expect(between).not.toHaveBeenCalled();
  });
});
