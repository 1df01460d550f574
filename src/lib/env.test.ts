import { describe, expect, it } from 'vitest';
import { validateEnv } from '@/lib/env';

const anonKey = 'a'.repeat(40);

describe('the build-time configuration', () => {
  it('accepts an http(s) API address and a key', () => {
    const env = { supabaseUrl: 'https://abcd.supabase.co', supabaseAnonKey: anonKey };
    expect(validateEnv(env)).toEqual(env);
  });

  it('fails at start, naming what is wrong', () => {
    expect(() => validateEnv({ supabaseUrl: 'supabase.co', supabaseAnonKey: anonKey })).toThrow(
      /VITE_SUPABASE_URL/,
    );
    expect(() =>
      validateEnv({ supabaseUrl: 'ftp://example.com', supabaseAnonKey: anonKey }),
    ).toThrow(/VITE_SUPABASE_URL/);
    expect(() =>
      validateEnv({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'short' }),
    ).toThrow(/VITE_SUPABASE_ANON_KEY/);
  });
});
