/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project URL (hosted) or the local stack's (default http://127.0.0.1:54321). */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's public anon key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /**
   * The shop's public address (SITE_URL at build time): canonical links and social tags are
   * absolute from it, also in the prerendered pages (decision 014).
   */
  readonly VITE_SITE_URL?: string;
  /** The public half of the project's VAPID key pair, for Web Push subscriptions (decision 022). */
  readonly VITE_VAPID_PUBLIC_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
