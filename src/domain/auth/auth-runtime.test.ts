// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '@/domain/auth/auth-store';
import { createQueryClient } from '@/lib/query-client';

type AuthListener = (event: string, session: { user: object } | null) => void;

const { startOfflineSyncWhenIdle } = vi.hoisted(() => ({ startOfflineSyncWhenIdle: vi.fn() }));

/** supabase-js as the runtime sees it: the session events come from the test. */
const listeners: AuthListener[] = [];
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      auth: {
        onAuthStateChange: (listener: AuthListener) => {
          listeners.push(listener);
          return { data: { subscription: { unsubscribe: () => undefined } } };
        },
        startAutoRefresh: () => Promise.resolve(),
        stopAutoRefresh: () => Promise.resolve(),
        refreshSession: () => Promise.resolve({ data: {}, error: null }),
      },
    }),
}));

const customer = {
  id: 'c1',
  email: 'giulia.rossi@example.com',
  user_metadata: { full_name: 'Giulia Rossi' },
  app_metadata: {},
};

async function followSessions() {
  const { createAuthRuntime } = await import('@/domain/auth/auth-runtime');
  const runtime = createAuthRuntime({
    store: createAuthStore(),
    queryClient: createQueryClient(),
    setLastError: () => undefined,
    onSignedIn: startOfflineSyncWhenIdle,
  });
  await runtime.follow({ fromConfirmationLink: false });
  const emit = (event: string, session: { user: object } | null) =>
    listeners.forEach((listener) => listener(event, session));
  return emit;
}

afterEach(() => {
  listeners.length = 0;
  startOfflineSyncWhenIdle.mockClear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the auth runtime and the cart sync and order outbox', () => {
  it('does not load them for a visitor who is not signed in', async () => {
    const emit = await followSessions();
    emit('INITIAL_SESSION', null);
    expect(startOfflineSyncWhenIdle).not.toHaveBeenCalled();
  });

  it('loads them for a customer signed in when the page opens', async () => {
    const emit = await followSessions();
    emit('INITIAL_SESSION', { user: customer });
    expect(startOfflineSyncWhenIdle).toHaveBeenCalled();
  });

  it('loads them when a visitor signs in later', async () => {
    const emit = await followSessions();
    emit('INITIAL_SESSION', null);
    emit('SIGNED_IN', { user: customer });
    expect(startOfflineSyncWhenIdle).toHaveBeenCalled();
  });

  it('loads them when the session comes back with a refreshed token', async () => {
    const emit = await followSessions();
    // Online but the auth server out of reach at start: no session until the refresh.
    emit('INITIAL_SESSION', null);
    emit('TOKEN_REFRESHED', { user: customer });
    expect(startOfflineSyncWhenIdle).toHaveBeenCalled();
  });

  it('loads them for a customer whose stored session is kept while offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({ user: customer, refresh_token: 'refresh-me' }),
    );
    const emit = await followSessions();
    // Opened offline with an expired token: supabase-js reports no session.
    emit('INITIAL_SESSION', null);
    expect(startOfflineSyncWhenIdle).toHaveBeenCalled();
  });
});
