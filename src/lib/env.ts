// The local stack of `npm start` (the Supabase CLI's public demo anon key): a build without
// VITE_* variables talks to it. Production builds set both (README, "Deploying").
const localStackUrl = 'http://127.0.0.1:54321';
const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

// The local stack's public VAPID key (supabase/local/push/local-vapid-keys.ts): the key a
// device's push subscription is made for. Production builds set VITE_VAPID_PUBLIC_KEY to the
// project's own (decision 022).
const localVapidPublicKey =
  'BEIx2asXv8l179PzYB5KLqlER7WbC8O_ye2xffnTHaPrxT4INhlv8_huTv9ANPxpH8b7IClM5OW5w088HxADRPE';

export interface AppEnv {
  /** The Supabase API, without a trailing slash. */
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The public half of the project's VAPID key pair, base64url (65 bytes, uncompressed P-256). */
export const vapidPublicKey = import.meta.env.VITE_VAPID_PUBLIC_KEY ?? localVapidPublicKey;

/** Checks the build-time configuration; throws with the name of what is wrong. */
export function validateEnv(candidate: AppEnv): AppEnv {
  let url: URL | null;
  try {
    url = new URL(candidate.supabaseUrl);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`VITE_SUPABASE_URL is not a valid http(s) URL: ${candidate.supabaseUrl}`);
  }
  if (candidate.supabaseAnonKey.length < 20) {
    throw new Error('VITE_SUPABASE_ANON_KEY is missing or too short');
  }
  return candidate;
}

/** Build-time configuration, validated once: a broken build fails at start, not on first use. */
export const env = validateEnv({
  supabaseUrl: (import.meta.env.VITE_SUPABASE_URL ?? localStackUrl).replace(/\/+$/, ''),
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? localAnonKey,
});
