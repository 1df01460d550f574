import { insertContactMessage } from '@/features/content/api/contact-api';
import type { ContactMessage } from '@/features/content/contact/contact-message';
import { getSupabase } from '@/lib/supabase';

/** The contact form's mutation: the message goes to contact_messages with the app's client. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await insertContactMessage(await getSupabase(), message);
}
