import type { SigningKeys } from './http/signing-keys.ts';

/**
 * The Supabase CLI's public demo keys (SUPABASE-API.md §0.1-9). Using the same values as
 * `supabase start` means every Supabase example and client test suite works unchanged against
 * the local stack. They are public and only ever valid on a developer machine.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface StackKeys {
  /** The legacy shared secret: signs the anon and service_role keys, still verified everywhere. */
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The asymmetric keys that sign sessions' access tokens (config.toml `signing_keys_path`). */
  signingKeys?: SigningKeys;
}

export const demoKeys: StackKeys = {
  jwtSecret: DEMO_JWT_SECRET,
  anonKey: DEMO_ANON_KEY,
  serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
};
