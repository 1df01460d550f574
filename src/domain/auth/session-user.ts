/** The parts of a signed-in user that the app shows (spec §3: id, email, name from metadata). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The fields of supabase-js's `User` this module reads (kept structural: no runtime import). */
export interface AuthApiUser {
  id: string;
  email?: string | undefined;
  user_metadata?: Record<string, unknown> | undefined;
}

/**
 * The app's view of an auth user: the name given at registration (`user_metadata.name`),
 * or, for accounts created without one, the part of the address before the @.
 */
export function toSessionUser(user: AuthApiUser): SessionUser {
  const email = user.email ?? '';
  const metadataName = user.user_metadata?.name;
  const name =
    typeof metadataName === 'string' && metadataName.trim() !== ''
      ? metadataName.trim()
      : email.split('@')[0] || 'cliente';
  return { id: user.id, email, name };
}
