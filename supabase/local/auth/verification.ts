import type { Queryable } from '../db/types.ts';
import { tokenSlots, type VerificationType } from './auth-mailer.ts';
import { forbidden } from './errors.ts';
import { PKCE_PREFIX } from './secrets.ts';
import type { AuthenticationMethod } from './sessions.ts';
import { NOW, updateUser, userColumnsSql, type UserRow, type UserUpdate } from './users.ts';
import { holdsNul } from '../db/text-values.ts';

export const verificationTypes: readonly VerificationType[] = [
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email_change',
];

export function isVerificationType(value: string): value is VerificationType {
  return (verificationTypes as readonly string[]).includes(value);
}

/** The flow-state method a link type belongs to (models.ParseAuthenticationMethod). */
export const methodForType: Record<VerificationType, AuthenticationMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

const expiredLink = () => forbidden('otp_expired', 'Email link is invalid or has expired');

/**
 * The user a link token belongs to, if the token is still valid (verify.go `verifyEmailLink`).
 * `token_hash` values are accepted with or without the `pkce_` prefix.
 */
export async function findUserForLink(
  db: Queryable,
  type: VerificationType,
  token: string,
  otpExpirySeconds: number,
): Promise<UserRow> {
  if (token === '' || holdsNul([token])) throw expiredLink();
  const slot = tokenSlots[type];
  const bare = token.startsWith(PKCE_PREFIX) ? token.slice(PKCE_PREFIX.length) : token;
  const found = await db.query<UserRow & { expired: boolean }>(
    `select ${userColumnsSql},
            coalesce(u.${slot.sentAt} + make_interval(secs => $3) < now(), true) as expired
       from auth.users u
      where (u.${slot.token} = $1 or u.${slot.token} = $2) and u.deleted_at is null
      limit 1`,
    [bare, PKCE_PREFIX + bare, otpExpirySeconds],
  );
  const user = found.rows[0];
  if (!user || user.expired) throw expiredLink();
  if (user.is_banned) throw forbidden('user_banned', 'User is banned');
  return user;
}

/** The stored token of a slot without its flow prefix, for comparing with a typed OTP. */
export function bareStoredToken(user: UserRow, type: VerificationType): string {
  const stored = user[tokenSlots[type].token] ?? '';
  return stored.startsWith(PKCE_PREFIX) ? stored.slice(PKCE_PREFIX.length) : stored;
}

/** Whether the slot's token was sent less than the OTP lifetime ago. */
export function isSlotExpired(
  user: UserRow,
  type: VerificationType,
  otpExpirySeconds: number,
): boolean {
  const sentAt = user[tokenSlots[type].sentAt];
  return !sentAt || Date.parse(sentAt) + otpExpirySeconds * 1000 < Date.now();
}

async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1::uuid and provider = 'email'`,
    [userId],
  );
}

/**
 * What following a link does to the account (verify.go `signupVerify`, `recoverVerify`,
 * `emailChangeVerify`): confirm the address, consume the token, or swap in the new address.
 */
export async function applyVerification(
  db: Queryable,
  user: UserRow,
  type: VerificationType,
): Promise<void> {
  const confirm: UserUpdate = user.email_confirmed_at ? {} : { email_confirmed_at: NOW };
  switch (type) {
    case 'signup':
    case 'invite':
      await updateUser(db, user.id, { ...confirm, confirmation_token: '' });
      break;
    case 'recovery':
    case 'magiclink':
      await updateUser(db, user.id, { ...confirm, recovery_token: '' });
      break;
    case 'email_change': {
      const newEmail = user.email_change ?? '';
      await updateUser(db, user.id, {
        email: newEmail,
        email_change: '',
        email_change_token_new: '',
        email_confirmed_at: NOW,
      });
      await db.query(
        `update auth.identities
            set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
          where user_id = $1::uuid and provider = 'email'`,
        [user.id, newEmail],
      );
      break;
    }
  }
  await markEmailVerified(db, user.id);
}
