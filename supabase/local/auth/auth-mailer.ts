import type { Queryable } from '../db/types.ts';
import type { StackContext } from '../http/types.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { tooManyRequests } from './errors.ts';
import { type AuthMailTemplate, loadAuthMailTemplates, renderAuthMail } from './mail-templates.ts';
import type { AuthLimiters } from './rate-limit.ts';
import { generateOtp, PKCE_PREFIX, tokenHash } from './secrets.ts';
import { NOW, type TokenColumn, updateUser, type UserRow } from './users.ts';

/** The `type` of a verification link (GET /verify) and of the mail that carries it. */
export type VerificationType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

interface TokenSlot {
  token: TokenColumn;
  sentAt: 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at';
  template: AuthMailTemplate;
}

/** Where GoTrue keeps each kind of link token on auth.users. */
export const tokenSlots: Record<VerificationType, TokenSlot> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', template: 'confirmation' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', template: 'invite' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', template: 'recovery' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', template: 'magic_link' },
  email_change: {
    token: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    template: 'email_change',
  },
};

const templateCache = new Map<string, ReturnType<typeof loadAuthMailTemplates>>();

function templatesFor(ctx: StackContext): ReturnType<typeof loadAuthMailTemplates> {
  const dir = ctx.paths.supabaseDir;
  let templates = templateCache.get(dir);
  if (!templates) {
    templates = loadAuthMailTemplates(dir);
    templateCache.set(dir, templates);
  }
  return templates;
}

/** GoTrue's per-user `max_frequency` (mail.go `validateSentWithinFrequencyLimit`). */
export function assertNotSentRecently(sentAt: string | null, maxFrequencySeconds: number): void {
  if (!sentAt || maxFrequencySeconds <= 0) return;
  const nextAllowedMs = Date.parse(sentAt) + maxFrequencySeconds * 1000;
  const waitSeconds = Math.ceil((nextAllowedMs - Date.now()) / 1000);
  if (waitSeconds > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${waitSeconds} seconds.`,
    );
  }
}

export interface VerificationMailOptions {
  type: VerificationType;
  /** Already checked against the allow-list. */
  redirectTo: string;
  pkce: boolean;
  /** For e-mail changes the link goes to the new address. */
  newEmail?: string;
}

export interface PreparedLink {
  /** The link token stored on the user (with the `pkce_` prefix for PKCE flows). */
  token: string;
  otp: string;
  actionLink: string;
}

/**
 * Stores a fresh link token on the user (as GoTrue's sendConfirmation/sendRecovery do) and
 * answers the link. Used by mails and by the admin `generate_link` alike.
 */
export async function prepareLink(
  db: Queryable,
  ctx: StackContext,
  user: UserRow,
  options: VerificationMailOptions,
): Promise<PreparedLink> {
  const slot = tokenSlots[options.type];
  const address = options.newEmail ?? user.email ?? '';
  const otp = generateOtp();
  const token = (options.pkce ? PKCE_PREFIX : '') + tokenHash(address, otp);
  await updateUser(db, user.id, {
    [slot.token]: token,
    [slot.sentAt]: NOW,
    ...(options.newEmail ? { email_change: options.newEmail } : {}),
  });
  const query = new URLSearchParams({
    token,
    type: options.type,
    redirect_to: options.redirectTo,
  });
  return { token, otp, actionLink: `${ctx.apiUrl}/auth/v1/verify?${query.toString()}` };
}

/**
 * Prepares a verification mail inside the caller's transaction and answers it for sending
 * after commit (the outbox writes through its own connection). Enforces the per-user frequency
 * and the project-wide hourly e-mail budget.
 */
export async function prepareVerificationMail(
  db: Queryable,
  ctx: StackContext,
  limiters: AuthLimiters,
  user: UserRow,
  options: VerificationMailOptions,
): Promise<OutgoingMail> {
  const slot = tokenSlots[options.type];
  assertNotSentRecently(user[slot.sentAt], ctx.config.auth.emailMaxFrequencySeconds);
  if (!limiters.emailPerHour.tryConsume('project', ctx.config.auth.rateLimits.emailSentPerHour)) {
    throw tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded');
  }
  const link = await prepareLink(db, ctx, user, options);
  const rendered = renderAuthMail(templatesFor(ctx)[slot.template], slot.template, {
    ConfirmationURL: link.actionLink,
    Token: link.otp,
    TokenHash: link.token,
    SiteURL: ctx.config.auth.siteUrl,
    RedirectTo: options.redirectTo,
    Email: user.email ?? '',
    NewEmail: options.newEmail ?? '',
  });
  return { to: options.newEmail ?? user.email ?? '', ...rendered, kind: options.type };
}
