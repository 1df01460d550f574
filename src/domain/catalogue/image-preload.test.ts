import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadImages } from '@/domain/catalogue/image-preload';

/** Every `new Image()` the code makes, with the address it was given and when. */
const requested: { url: string; at: number }[] = [];
let clock = 0;

class RecordingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = 'auto';
  set src(url: string) {
    requested.push({ url, at: clock });
    // Images "load" after 200 ms, except slow ones that never answer.
    if (!url.includes('slow')) setTimeout(() => this.onload?.(), 200);
  }
}

async function advance(ms: number) {
  clock += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', RecordingImage);
  requested.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clock += 10_000;
});

describe('preloadImages', () => {
  it('loads in batches, waiting for a batch and the delay before the next', async () => {
    const urls = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => `https://img/${name}.svg`);
    preloadImages(urls, { batchSize: 3, delayMs: 500, timeoutMs: 1_000 }, () => clock);
    await advance(0);
    expect(requested.map((entry) => entry.url)).toEqual(urls.slice(0, 3));
    await advance(200 + 499);
    expect(requested).toHaveLength(3);
    await advance(1);
    expect(requested.map((entry) => entry.url)).toEqual(urls);
  });

  it('gives a silent image 1 s before moving on', async () => {
    const urls = ['https://img/slow.svg', 'https://img/b2.svg'];
    preloadImages(urls, { batchSize: 1, delayMs: 300, timeoutMs: 1_000 }, () => clock);
    await advance(1_000 + 299);
    expect(requested).toHaveLength(1);
    await advance(1);
    expect(requested.map((entry) => entry.url)).toEqual(urls);
  });

  it('does not ask again for an image preloaded in the last 3 s', async () => {
    preloadImages(['https://img/c1.svg'], undefined, () => clock);
    await advance(2_999);
    preloadImages(['https://img/c1.svg'], undefined, () => clock);
    await advance(1);
    expect(requested).toHaveLength(1);
    preloadImages(['https://img/c1.svg'], undefined, () => clock);
    await advance(0);
    expect(requested).toHaveLength(2);
  });

  it('stops before the next batch once cancelled', async () => {
    const stop = preloadImages(
      ['https://img/d1.svg', 'https://img/d2.svg'],
      { batchSize: 1, delayMs: 300, timeoutMs: 1_000 },
      () => clock,
    );
    await advance(0);
    stop();
    await advance(5_000);
    expect(requested.map((entry) => entry.url)).toEqual(['https://img/d1.svg']);
  });
});
