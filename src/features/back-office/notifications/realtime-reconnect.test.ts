// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { getConsoleSupabase } from '@/lib/supabase-console';

// The bell relies on supabase-js to reconnect; the spec (§9) fixes the delays: 1, 2, 5, then
// 10 s, a 10 s timeout and a 30 s heartbeat. This checks them on the console's own client.
describe('realtime reconnect of the console client', () => {
  it('waits 1, 2, 5, then 10 s between attempts, with a 10 s timeout and a 30 s heartbeat', async () => {
    const { realtime } = await getConsoleSupabase();
    expect([1, 2, 3, 4, 5, 9].map((tries) => realtime.reconnectAfterMs(tries))).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000,
    ]);
    expect(realtime.timeout).toBe(10_000);
    expect(realtime.heartbeatIntervalMs).toBe(30_000);
  });
});
