import type { SupabaseClient } from '@supabase/supabase-js';

/** A console left open: counts the new orders Realtime announces (postgres_changes INSERT). */
export interface Listener {
  received: Set<string>;
  stop: () => Promise<void>;
}

export function listenForOrders(client: SupabaseClient, name: string): Listener {
  const received = new Set<string>();
  const channel = client
    .channel(`carico-${name}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, (payload) => {
      const id = (payload.new as { id?: string }).id;
      if (id) received.add(id);
    })
    .subscribe();
  return {
    received,
    stop: async () => {
      await client.removeChannel(channel);
    },
  };
}
