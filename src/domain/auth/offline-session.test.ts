// @vitest-environment happy-dom
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetNetworkRefreshFailure, storedSessionUser } from '@/domain/auth/offline-session';

afterEach(() => localStorage.clear());

const expiredSession = {
  access_token: 'expired.access.token',
  refresh_token: 'refresh-token-1',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) - 600,
  user: {
    id: 'user-1',
    email: 'osteria.borgo@example.com',
    user_metadata: { name: 'Osteria del Borgo' },
  },
};

describe('storedSessionUser', () => {
  it('reads the person of a stored session, even with an expired token', () => {
    localStorage.setItem('sb-127-auth-token', JSON.stringify(expiredSession));
    expect(storedSessionUser(localStorage)).toEqual({
      id: 'user-1',
      email: 'osteria.borgo@example.com',
      name: 'Osteria del Borgo',
    });
  });

  it('finds nobody without a session, with a broken one, or without a refresh token', () => {
    expect(storedSessionUser(localStorage)).toBeNull();
    localStorage.setItem('sb-127-auth-token', '{broken');
    expect(storedSessionUser(localStorage)).toBeNull();
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({ ...expiredSession, refresh_token: '' }),
    );
    expect(storedSessionUser(localStorage)).toBeNull();
    localStorage.setItem('sb-127-auth-token-code-verifier', JSON.stringify(expiredSession));
    localStorage.removeItem('sb-127-auth-token');
    expect(storedSessionUser(localStorage)).toBeNull();
  });
});

describe('forgetNetworkRefreshFailure with the real supabase-js', () => {
  it('keeps the session through a failed refresh, and lets the next refresh try again at once', async () => {
    const storage = new Map<string, string>([
      ['sb-test-auth-token', JSON.stringify(expiredSession)],
    ]);
    // Every request fails the way an offline browser's fetch does.
    const offlineFetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const client = createClient('http://127.0.0.1:54321', 'anon-key', {
      global: { fetch: offlineFetch },
      auth: {
        storageKey: 'sb-test-auth-token',
        autoRefreshToken: false,
        persistSession: true,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => storage.get(key) ?? null,
          setItem: (key, value) => void storage.set(key, value),
          removeItem: (key) => void storage.delete(key),
        },
      },
    });

    // supabase-js retries a network failure with backoff for up to one 30 s tick.
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const pending = client.auth.getSession();
    await vi.advanceTimersByTimeAsync(60_000);
    const offline = await pending;
    vi.useRealTimers();
    expect(offline.data.session).toBeNull();
    // Not signed out: the stored session is still there for the reconnect.
    expect(storage.has('sb-test-auth-token')).toBe(true);

    expect(forgetNetworkRefreshFailure(client.auth)).toBe(true);
    // Nothing cached any more: a second call finds nothing to forget.
    expect(forgetNetworkRefreshFailure(client.auth)).toBe(false);
  });
});
