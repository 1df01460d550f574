import type { SupabaseClient } from '@supabase/supabase-js';
import type { ApiClient } from '../../../src/features/account/api/api-client.ts';

/**
 * The schema helpers hand out plain supabase-js clients; the account feature's API functions
 * take the same client typed with the generated `Database`.
 */
export function asApiClient(client: SupabaseClient): ApiClient {
  return client as unknown as ApiClient;
}

/** A delivery address as the form sends it. */
export function addressFields(label: string, overrides: Record<string, unknown> = {}) {
  return {
    label,
    recipient: 'Anna Neri',
    street: 'Via Cernaia 30',
    postal_code: '10122',
    city: 'Torino',
    province: 'TO',
    phone: null,
    notes: null,
    is_default: false,
    ...overrides,
  };
}
