import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database.gen';
import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

/** What only the console uses: its live channel (Realtime) and the media uploads (Storage). */
export type ConsoleSupabaseClient = Pick<
  SupabaseClient<Database>,
  'channel' | 'removeChannel' | 'realtime' | 'storage'
>;

let clientPromise: Promise<ConsoleSupabaseClient> | undefined;

const realtimeReconnectDelaysMs = [1_000, 2_000, 5_000];

/**
 * The console's Realtime and Storage client, loaded the first time an admin page needs it, so
 * supabase-js's Realtime and Storage code stays out of the shop's files (decision 009). It
 * holds no session of its own: it asks the shop's Auth for the signed-in admin's token, so
 * there is one sign-in and one refresh timer. Realtime per spec §9: reconnect after 1, 2, 5,
 * then 10 s; 10 s timeout; heartbeat every 30 s (the library's default is 25), each heartbeat
 * sending the current token.
 */
export function getConsoleSupabase(): Promise<ConsoleSupabaseClient> {
  clientPromise ??= Promise.all([import('@supabase/supabase-js'), getSupabase()]).then(
    async ([{ createClient }, shop]) => {
      const client = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        accessToken: async () => (await shop.auth.getSession()).data.session?.access_token ?? null,
        realtime: {
          timeout: 10_000,
          heartbeatIntervalMs: 30_000,
          reconnectAfterMs: (tries: number) => realtimeReconnectDelaysMs[tries - 1] ?? 10_000,
        },
      });
      // The admin's token before the first channel joins: a join carries the token the socket
      // holds at that moment, and joined without one the channel would get only what RLS lets
      // anonymous visitors read (supabase-js sets it from an event that fired long before).
      await client.realtime.setAuth();
      // A new, refreshed or dropped token reaches the channel now rather than at the next
      // heartbeat. Deferred: Auth must not be called back from inside its own listener.
      shop.auth.onAuthStateChange(() => {
        setTimeout(() => void client.realtime.setAuth(), 0);
      });
      return client;
    },
  );
  return clientPromise;
}
