import { ApiError } from '@/lib/api-error';
import { getSupabase } from '@/lib/supabase';

/** A sign-up either creates the subscription or finds the address already subscribed. */
export type NewsletterSignupResult = 'subscribed' | 'already-subscribed';

/** PostgreSQL's unique_violation: the address is already on the list (one row per e-mail). */
const DUPLICATE_CODE = '23505';

/**
 * Spec §7: insert `{ email, privacy_accepted }` into `newsletter_subscribers` with the public
 * key. Visitors may only insert (no read-back), so nothing is selected. A duplicate answers 409
 * with code 23505; any other failure is thrown as an `ApiError`.
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterSignupResult> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('newsletter_subscribers')
    .insert({ email: email.trim(), privacy_accepted: true });
  if (result.error?.code === DUPLICATE_CODE) return 'already-subscribed';
  if (result.error) throw new ApiError(result.status, result.statusText, result.error);
  return 'subscribed';
}
