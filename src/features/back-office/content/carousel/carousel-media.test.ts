import { describe, expect, it } from 'vitest';
import {
  mediaTypeOf,
  nextDisplayOrder,
} from '@/features/back-office/content/carousel/carousel-media';

describe('carousel media', () => {
  it('plays videos and shows the rest as images', () => {
    expect(mediaTypeOf({ type: 'video/mp4' })).toBe('video');
    expect(mediaTypeOf({ type: 'video/webm' })).toBe('video');
    expect(mediaTypeOf({ type: 'image/webp' })).toBe('image');
  });

  it('places a new slide after the last one', () => {
    expect(nextDisplayOrder([])).toBe(1);
    expect(
      nextDisplayOrder([{ display_order: 3 }, { display_order: 7 }, { display_order: 1 }]),
    ).toBe(8);
  });
});
