import type { SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient } from '../../tests/support/supabase-clients.ts';
import { becomeBusiness } from '../../tests/support/business-accounts.ts';

// The simulated people of a load run: private buyers and restaurants (their business status
// granted the way the bakery grants it, decision 015), each signed in with supabase-js on its
// own client as the app is, with a saved address.

export interface SimulatedCustomer {
  index: number;
  kind: 'private' | 'business';
  id: string;
  email: string;
  client: SupabaseClient;
  addressId: string;
}

const password = 'Bench-Load-2026';

async function inChunks<T, R>(
  items: T[],
  size: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

export async function createPopulation(
  url: string,
  anonKey: string,
  service: SupabaseClient,
  count: number,
  businessShare: number,
): Promise<SimulatedCustomer[]> {
  const runId = Date.now().toString(36);
  const indexes = Array.from({ length: count }, (_, index) => index);
  return inChunks(indexes, 10, async (index) => {
    const kind = index < Math.round(count * businessShare) ? 'business' : 'private';
    const email = `carico.${runId}.${index}@example.com`;
    const created = await service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: kind === 'business' ? `Ristorante ${index}` : `Cliente ${index}` },
    });
    if (created.error || !created.data.user)
      throw new Error(`createUser: ${created.error?.message}`);
    // Each person on their own address, as on the shop's real traffic (the stack trusts the
    // run's X-Forwarded-For): per-IP sign-in limits apply per person.
    const client = createNodeClient(url, anonKey, {
      'x-forwarded-for': `10.40.${index >> 8}.${index & 255}`,
    });
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw new Error(`sign-in: ${signedIn.error.message}`);
    if (kind === 'business') await becomeBusiness(client, service);
    const address = await client
      .from('delivery_addresses')
      .insert({
        label: 'Consegna',
        recipient: kind === 'business' ? `Ristorante ${index}` : `Cliente ${index}`,
        street: `Via Roma ${index + 1}`,
        postal_code: '10121',
        city: 'Torino',
        province: 'TO',
      })
      .select('id')
      .single();
    if (address.error) throw new Error(`address: ${address.error.message}`);
    return {
      index,
      kind,
      id: created.data.user.id,
      email,
      client,
      addressId: (address.data as { id: string }).id,
    };
  });
}
