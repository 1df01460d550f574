// The shop's switches for PayPal and Satispay, read fresh for every session so that an admin's
// change applies to the next payment at once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { OnlinePaymentSettings } from '../_shared/online-payment-methods.ts';

const paymentSettings = z.object({ paypal_enabled: z.boolean(), satispay_enabled: z.boolean() });

/** The settings row's payment switches; throws when it cannot be read. */
export async function loadPaymentSettings(client: SupabaseClient): Promise<OnlinePaymentSettings> {
  const { data, error } = await client
    .from('shop_settings')
    .select('paypal_enabled, satispay_enabled')
    .single();
  if (error) throw new Error(`shop_settings: ${error.message}`);
  return paymentSettings.parse(data);
}
