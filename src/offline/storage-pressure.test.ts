// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isQuotaExceeded,
  STORAGE_PRESSURE_EVENT,
  setItemMakingRoom,
  type StoragePressureDetail,
} from '@/lib/quota-errors';
import { freeingOrder, writeMakingRoom } from '@/offline/storage-pressure';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query-persistence';

const quotaError = () => new DOMException('full', 'QuotaExceededError');

function pressureEvents() {
  const seen: StoragePressureDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener(STORAGE_PRESSURE_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(STORAGE_PRESSURE_EVENT, listener) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isQuotaExceeded', () => {
  it('knows the browsers’ quota errors, also wrapped by Dexie', () => {
    expect(isQuotaExceeded(quotaError())).toBe(true);
    expect(isQuotaExceeded({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', inner: quotaError() })).toBe(true);
    expect(isQuotaExceeded(new Error('network'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});

describe('freeingOrder', () => {
  it('gives way from the least important: pictures, then the catalogue; never the outbox', () => {
    expect(freeingOrder('outbox')).toEqual(['pictures', 'catalogue']);
    expect(freeingOrder('catalogue')).toEqual(['pictures']);
    expect(freeingOrder('pictures')).toEqual([]);
    expect(freeingOrder('cart')).toEqual(['query-cache']);
  });
});

describe('writeMakingRoom', () => {
  it('writes at once when there is room, and says nothing', async () => {
    const events = pressureEvents();
    await expect(writeMakingRoom('outbox', async () => 'kept')).resolves.toBe('kept');
    expect(events.seen).toEqual([]);
    events.stop();
  });

  it('frees the pictures, then the catalogue, until the outbox entry fits', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: vi.fn(async (name: string) => {
        deleted.push(name);
        return true;
      }),
    });
    const events = pressureEvents();
    let attempts = 0;
    const write = vi.fn(async () => {
      attempts += 1;
      if (attempts < 3) throw quotaError();
      return 'queued';
    });
    await expect(writeMakingRoom('outbox', write)).resolves.toBe('queued');
    expect(write).toHaveBeenCalledTimes(3);
    expect(deleted).toEqual(['bottega-del-bun-images', 'bottega-del-bun-catalogue-pictures']);
    expect(events.seen).toEqual([
      { needed: 'outbox', freed: ['pictures', 'catalogue'], saved: true },
    ]);
    events.stop();
    vi.unstubAllGlobals();
  });

  it('throws the quota error when nothing more may give way, and says so', async () => {
    vi.stubGlobal('caches', { delete: vi.fn(async () => true) });
    const events = pressureEvents();
    const write = vi.fn(async () => {
      throw quotaError();
    });
    const failure = await writeMakingRoom('catalogue', write).catch((error: unknown) => error);
    expect(isQuotaExceeded(failure)).toBe(true);
    expect(write).toHaveBeenCalledTimes(2);
    expect(events.seen).toEqual([{ needed: 'catalogue', freed: ['pictures'], saved: false }]);
    events.stop();
    vi.unstubAllGlobals();
  });

  it('passes any other failure on untouched', async () => {
    const write = vi.fn(async () => {
      throw new Error('constraint');
    });
    await expect(writeMakingRoom('outbox', write)).rejects.toThrow('constraint');
    expect(write).toHaveBeenCalledOnce();
  });
});

/** A localStorage that holds at most `capacity` characters, like a full browser storage. */
function boundedStorage(capacity: number): Storage {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const without = used() - (items.has(key) ? key.length + (items.get(key)?.length ?? 0) : 0);
      if (without + key.length + value.length > capacity) throw quotaError();
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('setItemMakingRoom', () => {
  it('drops the persisted query cache to keep the cart', () => {
    const storage = boundedStorage(200);
    storage.setItem(QUERY_CACHE_STORAGE_KEY, 'x'.repeat(150));
    const events = pressureEvents();
    expect(setItemMakingRoom(storage, 'cart', '[1,2,3]'.repeat(5))).toBe(true);
    expect(storage.getItem('cart')).toBe('[1,2,3]'.repeat(5));
    expect(storage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(events.seen).toEqual([{ needed: 'cart', freed: ['query-cache'], saved: true }]);
    events.stop();
  });

  it('says when the cart does not fit even then', () => {
    const storage = boundedStorage(20);
    const events = pressureEvents();
    expect(setItemMakingRoom(storage, 'cart', 'x'.repeat(50))).toBe(false);
    expect(events.seen).toEqual([{ needed: 'cart', freed: ['query-cache'], saved: false }]);
    events.stop();
  });
});
