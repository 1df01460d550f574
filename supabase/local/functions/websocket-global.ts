import WebSocket from 'ws';

/**
 * Deno (the hosted edge runtime) has a global WebSocket; Node 20 does not, and supabase-js
 * throws inside createClient() without one (SUPABASE-API.md §0.1-2). Installing `ws` globally
 * lets a function's handler create its clients exactly as it does on hosted Supabase.
 */
export function ensureGlobalWebSocket(): void {
  const scope = globalThis as { WebSocket?: unknown };
  if (typeof scope.WebSocket === 'undefined') scope.WebSocket = WebSocket;
}
