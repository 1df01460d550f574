import type { SupabaseClient } from '@supabase/supabase-js';

/** A sign-up is announced only shortly after it happened; later calls are refused. */
export const signUpAnnouncementWindowMs = 15 * 60 * 1000;
/** Tolerated clock difference between the function and the auth server. */
const clockSkewMs = 60 * 1000;

/** What the client claims about the user who just registered. */
export interface NewUserClaim {
  id: string;
  name: string;
  email: string;
}

export type NotifyOutcome =
  | { kind: 'created'; notificationId: string }
  | { kind: 'already_notified' }
  | { kind: 'unknown_user' }
  | { kind: 'not_recent' }
  | { kind: 'failed'; reason: string };

function displayName(metadata: unknown, fallback: string): string {
  const name = (metadata as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : fallback;
}

/**
 * Writes the admins' 'new_user' notification after checking the claim against auth: the user
 * must exist with that e-mail, have signed up within the window, and not be announced yet.
 * The notification carries auth's own data, never the client's.
 */
export async function notifyNewUser(
  admin: SupabaseClient,
  claim: NewUserClaim,
  now: Date,
): Promise<NotifyOutcome> {
  const { data, error } = await admin.auth.admin.getUserById(claim.id);
  if (error && error.status !== 404) return { kind: 'failed', reason: error.message };
  const user = data.user;
  // A wrong e-mail looks exactly like an unknown id, so the endpoint reveals nothing.
  if (!user || (user.email ?? '').toLowerCase() !== claim.email.toLowerCase()) {
    return { kind: 'unknown_user' };
  }
  const ageMs = now.getTime() - Date.parse(user.created_at);
  if (!Number.isFinite(ageMs) || ageMs > signUpAnnouncementWindowMs || ageMs < -clockSkewMs) {
    return { kind: 'not_recent' };
  }

  const existing = await admin
    .from('admin_notifications')
    .select('id')
    .eq('type', 'new_user')
    .eq('payload->>user_id', user.id)
    .limit(1);
  if (existing.error) return { kind: 'failed', reason: existing.error.message };
  if (existing.data.length > 0) return { kind: 'already_notified' };

  const name = displayName(user.user_metadata, claim.name);
  const email = user.email ?? claim.email;
  const inserted = await admin
    .from('admin_notifications')
    .insert({
      type: 'new_user',
      title: 'Nuovo utente registrato',
      body: `${name} (${email}) ha creato un account.`,
      payload: { user_id: user.id, name, email },
    })
    .select('id')
    .single();
  // Two calls racing past the check above: the unique index lets only one insert win.
  if (inserted.error?.code === '23505') return { kind: 'already_notified' };
  if (inserted.error) return { kind: 'failed', reason: inserted.error.message };
  return { kind: 'created', notificationId: (inserted.data as { id: string }).id };
}
