import { describe, expect, it } from 'vitest';
import { pictureSrcSet, pictureWidthVariants } from './product-picture';

const base = 'http://127.0.0.1:54321/storage/v1/object/public/product-images/seed';

describe('product pictures in several widths', () => {
  it('offers every width of a picture that names one of them', () => {
    expect(pictureSrcSet(`${base}/bun-classico-burger-640w.webp`)).toBe(
      [
        `${base}/bun-classico-burger-400w.webp 400w`,
        `${base}/bun-classico-burger-640w.webp 640w`,
        `${base}/bun-classico-burger-960w.webp 960w`,
      ].join(', '),
    );
    expect(pictureWidthVariants(`${base}/a-960w.webp`).map((variant) => variant.width)).toEqual([
      400, 640, 960,
    ]);
  });

  it('leaves any other picture as it is', () => {
    for (const url of [
      `${base}/bun-classico.svg`,
      `${base}/upload-1234.webp`,
      `${base}/odd-500w.webp`,
      `${base}/photo-640w.jpg`,
    ]) {
      expect(pictureSrcSet(url), url).toBeUndefined();
      expect(pictureWidthVariants(url), url).toEqual([{ url, width: null }]);
    }
  });
});
