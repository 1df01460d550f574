import { describe, expect, it } from 'vitest';
import { toSessionUser } from '@/domain/auth/session-user';

describe('toSessionUser', () => {
  it('takes the name given at registration from the user metadata', () => {
    expect(
      toSessionUser({ id: 'u1', email: 'giulia@example.com', user_metadata: { name: ' Giulia ' } }),
    ).toEqual({ id: 'u1', email: 'giulia@example.com', name: 'Giulia' });
  });

  it('falls back to the address before the @ when there is no name', () => {
    expect(
      toSessionUser({ id: 'u2', email: 'osteria.borgo@example.com', user_metadata: {} }),
    ).toEqual({ id: 'u2', email: 'osteria.borgo@example.com', name: 'osteria.borgo' });
    expect(toSessionUser({ id: 'u3', user_metadata: { name: 42 } }).name).toBe('cliente');
  });
});
