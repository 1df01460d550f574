import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preconnect">` for the Supabase API to index.html: the first page's data
 * (products, carousel, the session) comes from another origin, and opening that connection
 * (DNS, TCP, TLS) while the app's code downloads saves round trips on a mobile network.
 * `apiUrl` is the build's VITE_SUPABASE_URL, or the local stack's default (src/lib/env.ts).
 */
export function preconnectToApi(apiUrl: string): Plugin {
  const origin = new URL(apiUrl).origin;
  return {
    name: 'bottega:preconnect-to-api',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}
