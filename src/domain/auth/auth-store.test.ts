import { describe, expect, it } from 'vitest';
import { authTransition } from '@/domain/auth/auth-machine';
import { createAuthStore, initialAuthState } from '@/domain/auth/auth-store';

describe('createAuthStore', () => {
  it('notifies subscribers of a new state only', () => {
    const store = createAuthStore();
    let notified = 0;
    const unsubscribe = store.subscribe(() => {
      notified += 1;
    });
    expect(store.getState()).toBe(initialAuthState);

    const signedIn = authTransition(store.getState(), {
      type: 'session-changed',
      event: 'INITIAL_SESSION',
      user: { id: 'u1', email: 'giulia@example.com', name: 'Giulia' },
    }).state;
    store.set(signedIn);
    expect(store.getState().status).toBe('authenticated');
    expect(notified).toBe(1);

    // The same state object again (an answer about nobody current): no re-render.
    store.set(store.getState());
    expect(notified).toBe(1);

    unsubscribe();
    store.set(initialAuthState);
    expect(notified).toBe(1);
  });
});
