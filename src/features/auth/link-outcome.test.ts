import { describe, expect, it } from 'vitest';
import { linkOutcome } from '@/features/auth/link-outcome';

describe('linkOutcome', () => {
  it('tells an expired or used link from other failures, by code', () => {
    expect(linkOutcome({ error_code: 'otp_expired' })).toBe('expired');
    expect(linkOutcome({ error_code: 'validation_failed' })).toBe('failed');
    // An error wins over a code.
    expect(linkOutcome({ code: 'abc', error_code: 'otp_expired' })).toBe('expired');
  });

  it('sees a code to exchange, or nothing at all', () => {
    expect(linkOutcome({ code: '3f1c' })).toBe('code');
    expect(linkOutcome({})).toBe('none');
  });
});
