// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyProductRow } from '@/lib/products/early-product-read';
import { sampleProductRow } from '@/lib/products/sample-product';

function startedEarly(slug: string, rows: Promise<unknown>) {
  window.bdbEarlyProductRead = { slug, rows };
}

afterEach(() => {
  window.bdbEarlyProductRead = undefined;
});

describe('the product row index.html asked for', () => {
  it('answers the first read of that product, and only the first', async () => {
    const row = sampleProductRow({ slug: 'bun-classico' });
    startedEarly('bun-classico', Promise.resolve([row]));
    await expect(takeEarlyProductRow('bun-classico')).resolves.toEqual(row);
    await expect(takeEarlyProductRow('bun-classico')).resolves.toBeUndefined();
  });

  it('is kept for its own product when another one is read first', async () => {
    startedEarly('bun-classico', Promise.resolve([sampleProductRow({ slug: 'bun-classico' })]));
    await expect(takeEarlyProductRow('bun-al-sesamo')).resolves.toBeUndefined();
    await expect(takeEarlyProductRow('bun-classico')).resolves.toMatchObject({
      slug: 'bun-classico',
    });
  });

  it('leaves the read to the app when the product was not found or the request failed', async () => {
    startedEarly('non-esiste', Promise.resolve([]));
    await expect(takeEarlyProductRow('non-esiste')).resolves.toBeUndefined();
    startedEarly('bun-classico', Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeEarlyProductRow('bun-classico')).resolves.toBeUndefined();
    startedEarly('bun-classico', Promise.resolve([sampleProductRow({ slug: 'altro' })]));
    await expect(takeEarlyProductRow('bun-classico')).resolves.toBeUndefined();
  });

  it('is absent when the page was not opened on a product', async () => {
    await expect(takeEarlyProductRow('bun-classico')).resolves.toBeUndefined();
  });
});
