import { describe, expect, it } from 'vitest';
import { API_MAX_ROWS, readAllPages } from '@/lib/read-all-pages';

/** A list of `size` rows served like the API does: at most API_MAX_ROWS per answer. */
function servedList(size: number) {
  const requests: [number, number][] = [];
  const page = async (from: number, to: number) => {
    requests.push([from, to]);
    const last = Math.min(to, from + API_MAX_ROWS - 1, size - 1);
    const data = Array.from({ length: Math.max(0, last - from + 1) }, (_, index) => from + index);
    return { data, error: null, status: 200, statusText: 'OK' };
  };
  return { page, requests };
}

describe('readAllPages', () => {
  it('reads a short list in one request', async () => {
    const { page, requests } = servedList(3);
    expect(await readAllPages(page)).toEqual([0, 1, 2]);
    expect(requests).toEqual([[0, API_MAX_ROWS - 1]]);
  });

  it('reads past the API cap, page after page, every row once', async () => {
    const { page, requests } = servedList(2 * API_MAX_ROWS + 345);
    const rows = await readAllPages(page);
    expect(rows).toHaveLength(2 * API_MAX_ROWS + 345);
    expect(new Set(rows).size).toBe(rows.length);
    expect(requests.map(([from]) => from)).toEqual([0, API_MAX_ROWS, 2 * API_MAX_ROWS]);
  });

  it('asks once more when the list ends exactly on a page boundary', async () => {
    const { page, requests } = servedList(API_MAX_ROWS);
    expect(await readAllPages(page)).toHaveLength(API_MAX_ROWS);
    expect(requests).toHaveLength(2);
  });

  it('throws the API error of any page', async () => {
    const page = async () => ({
      data: null,
      error: { message: 'boom', code: '500' },
      status: 500,
      statusText: 'Internal Server Error',
    });
    await expect(readAllPages(page)).rejects.toMatchObject({ status: 500 });
  });
});
