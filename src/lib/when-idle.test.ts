// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from '@/lib/when-idle';

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 10 s after the first screen, then for the browser to be idle', () => {
    const work = vi.fn();
    whenSettled(work);
    vi.advanceTimersByTime(9_999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // happy-dom has no requestIdleCallback: the fallback runs 1 s later.
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, before or during the idle wait', () => {
    const early = vi.fn();
    whenSettled(early)();
    const late = vi.fn();
    const cancelLate = whenSettled(late);
    vi.advanceTimersByTime(10_500);
    cancelLate();
    vi.advanceTimersByTime(5_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
