// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShownAfterFirstFrame } from '@/hooks/use-shown-after-first-frame';

afterEach(() => {
  vi.useRealTimers();
});

describe('useShownAfterFirstFrame', () => {
  it('shows at once when nothing has to wait', () => {
    const { result } = renderHook(() => useShownAfterFirstFrame(false));
    expect(result.current).toBe(true);
  });

  it('waits for a frame and the task after it, then shows for good', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { result, rerender } = renderHook(() => useShownAfterFirstFrame(true));
    expect(result.current).toBe(false);
    // The frame alone is not enough: its paint has not happened yet.
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('draws nothing later for a page that is left before its first frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    const { result, unmount } = renderHook(() => useShownAfterFirstFrame(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(result.current).toBe(false);
  });
});
