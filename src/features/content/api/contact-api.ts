import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';
import { dataOrThrow } from '@/lib/api-error';
import type { ContactMessage } from '@/features/content/contact/contact-message';

/**
 * Saves a contact message. Visitors may insert but not read contact_messages (only admins
 * do), so nothing is asked back; `user_id` is filled by the database for signed-in senders.
 */
export async function insertContactMessage(
  supabase: ShopSupabaseClient,
  message: ContactMessage,
): Promise<void> {
  const result = await supabase.from('contact_messages').insert({
    name: message.name,
    email: message.email,
    phone: message.phone || null,
    subject: message.subject,
    message: message.message,
  });
  if (result.error) dataOrThrow(result);
}
