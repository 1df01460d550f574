import { z } from 'zod/mini';

// The local stack of `npm start` (the Supabase CLI's public demo anon key): a build without
// VITE_* variables talks to it. Production builds set both (README, "Deploying").
const localStackUrl = 'http://127.0.0.1:54321';
const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const envSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
});

/** Build-time configuration, validated once: a broken build fails at start, not on first use. */
export const env = envSchema.parse({
  supabaseUrl: (import.meta.env.VITE_SUPABASE_URL ?? localStackUrl).replace(/\/+$/, ''),
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? localAnonKey,
});
