import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopClient } from '@/lib/supabase-shop-client';

const url = 'http://127.0.0.1:54321';
const anonKey = 'anon-key-of-the-test-build-0123456789';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** Answers every request with an empty JSON list and records what was asked. */
function recordRequests() {
  const requests: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers) });
    return Promise.resolve(
      new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return requests;
}

const storedSession = (accessToken: string) =>
  JSON.stringify({
    access_token: accessToken,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shop Supabase client', () => {
  it('sends the anon key as apikey and as the bearer while nobody is signed in', async () => {
    const requests = recordRequests();
    const client = createShopClient(url, anonKey, { storage: memoryStorage() });
    await client.from('products').select('id');
    await client.rpc('admin_payment_summary');
    await client.functions.invoke('order-follow-up', { body: {} });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/rest/v1/products',
      '/rest/v1/rpc/admin_payment_summary',
      '/functions/v1/order-follow-up',
    ]);
    for (const { headers } of requests) {
      expect(headers.get('apikey')).toBe(anonKey);
      expect(headers.get('Authorization')).toBe(`Bearer ${anonKey}`);
    }
  });

  it("sends the signed-in user's access token, read from supabase-js's session key", async () => {
    const requests = recordRequests();
    const storage = memoryStorage({ 'sb-127-auth-token': storedSession('user-access-token') });
    const client = createShopClient(url, anonKey, { storage });
    await client.from('orders').select('id');
    await client.functions.invoke('order-follow-up', { body: {} });
    expect(requests.map(({ headers }) => headers.get('Authorization'))).toEqual([
      'Bearer user-access-token',
      'Bearer user-access-token',
    ]);
    expect(requests[0]?.headers.get('apikey')).toBe(anonKey);
  });
});
