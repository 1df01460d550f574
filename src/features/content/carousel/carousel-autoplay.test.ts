import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCarouselAutoplay } from '@/features/content/carousel/carousel-autoplay';

let advances = 0;
const autoplay = () => {
  const player = createCarouselAutoplay();
  player.onAdvance(() => (advances += 1));
  return player;
};

beforeEach(() => {
  vi.useFakeTimers();
  advances = 0;
});
afterEach(() => vi.useRealTimers());

describe('carousel autoplay (spec §4, §9)', () => {
  it('advances every 3 s once enabled', () => {
    const player = autoplay();
    vi.advanceTimersByTime(10_000);
    expect(advances).toBe(0);
    player.setEnabled(true);
    expect(player.isRunning()).toBe(true);
    vi.advanceTimersByTime(2_999);
    expect(advances).toBe(0);
    vi.advanceTimersByTime(1);
    expect(advances).toBe(1);
    vi.advanceTimersByTime(6_000);
    expect(advances).toBe(3);
  });

  it('stops on press and starts again 5 s after release, then every 3 s', () => {
    const player = autoplay();
    player.setEnabled(true);
    vi.advanceTimersByTime(2_000);
    player.press();
    vi.advanceTimersByTime(20_000);
    expect(advances).toBe(0);
    player.release();
    vi.advanceTimersByTime(4_999);
    expect(player.isRunning()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(player.isRunning()).toBe(true);
    vi.advanceTimersByTime(3_000);
    expect(advances).toBe(1);
  });

  it('a new press during the 5 s wait cancels the restart', () => {
    const player = autoplay();
    player.setEnabled(true);
    player.press();
    player.release();
    vi.advanceTimersByTime(4_000);
    player.press();
    vi.advanceTimersByTime(10_000);
    expect(player.isRunning()).toBe(false);
    expect(advances).toBe(0);
  });

  it('stops while the page is hidden and restarts at once when it is shown', () => {
    const player = autoplay();
    player.setEnabled(true);
    player.setPageHidden(true);
    vi.advanceTimersByTime(30_000);
    expect(advances).toBe(0);
    player.setPageHidden(false);
    expect(player.isRunning()).toBe(true);
    vi.advanceTimersByTime(3_000);
    expect(advances).toBe(1);
  });

  it('does not run with one item or fewer (disabled)', () => {
    const player = autoplay();
    player.setEnabled(false);
    player.press();
    player.release();
    vi.advanceTimersByTime(30_000);
    expect(advances).toBe(0);
  });

  it("the visitor's pause holds until they press play", () => {
    const player = autoplay();
    player.setEnabled(true);
    player.setUserPaused(true);
    player.press();
    player.release();
    player.setPageHidden(true);
    player.setPageHidden(false);
    vi.advanceTimersByTime(30_000);
    expect(advances).toBe(0);
    player.setUserPaused(false);
    vi.advanceTimersByTime(3_000);
    expect(advances).toBe(1);
  });

  it('tells subscribers when it starts and stops, and stops for good on dispose', () => {
    const player = autoplay();
    const seen: boolean[] = [];
    player.subscribe(() => seen.push(player.isRunning()));
    player.setEnabled(true);
    player.press();
    expect(seen).toEqual([true, false]);
    player.setEnabled(true);
    player.release();
    player.dispose();
    vi.advanceTimersByTime(30_000);
    expect(advances).toBe(0);
  });
});
