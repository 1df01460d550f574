// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, hasStoredSession } from '@/domain/auth/stored-session';

afterEach(() => localStorage.clear());

describe('stored session hint', () => {
  it('sees the supabase-js session key and nothing else', () => {
    localStorage.setItem('sb-127-auth-token-code-verifier', 'verifier');
    localStorage.setItem('bottega-del-bun:cart', '[]');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{"access_token":"…"}');
    expect(hasStoredSession()).toBe(true);
  });

  it('clears only the session, keeping the cart and the pending verifier', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    localStorage.setItem('sb-abcd-auth-token', '{}');
    localStorage.setItem('sb-127-auth-token-code-verifier', 'verifier');
    localStorage.setItem('bottega-del-bun:cart', '[]');
    clearStoredSession();
    expect(hasStoredSession()).toBe(false);
    expect(localStorage.getItem('bottega-del-bun:cart')).toBe('[]');
    expect(localStorage.getItem('sb-127-auth-token-code-verifier')).toBe('verifier');
  });
});
