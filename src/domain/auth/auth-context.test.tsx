import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/domain/auth/auth-context';

describe('useAuth', () => {
  it('outside its provider throws the message of spec §6', () => {
    // React logs the thrown error before rethrowing it: keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    quiet.mockRestore();
  });
});
