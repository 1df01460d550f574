import type { Queryable } from '../../db/types.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { prepareVerificationMail, type VerificationType } from '../auth-mailer.ts';
import { AuthError, okJson, unprocessable, validationFailed } from '../errors.ts';
import { createFlowState, type PkceParams, readPkceParams } from '../pkce.ts';
import { redirectParam, resolveRedirect } from '../redirect.ts';
import { booleanField, objectField, readJsonBody, stringField } from '../request.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../users.ts';
import { methodForType } from '../verification.ts';
import { validateEmail } from '../validation.ts';
import type { AuthCall } from './handler.ts';
import { emailAppMetadata } from './signup.ts';

/** Stores the PKCE challenge (if any) and prepares the link mail of one type. */
async function prepareLinkMail(
  tx: Queryable,
  call: AuthCall,
  user: UserRow,
  type: VerificationType,
  pkce: PkceParams | undefined,
  newEmail?: string,
): Promise<OutgoingMail> {
  if (pkce) await createFlowState(tx, user.id, pkce, methodForType[type]);
  return prepareVerificationMail(tx, call.ctx, call.limiters, user, {
    type,
    redirectTo: resolveRedirect(call.ctx.config.auth, redirectParam(call.request)),
    pkce: pkce !== undefined,
    ...(newEmail ? { newEmail } : {}),
  });
}

function requireEmailField(raw: string): string {
  if (raw.trim() === '') throw validationFailed('Password recovery requires an email');
  return validateEmail(raw);
}

/**
 * `POST /recover`: always `{}` so it cannot reveal accounts (recover.go); a recovery link goes
 * out when the address has an account. Under PKCE the link ends in `?code=` and the client
 * turns the exchange into a PASSWORD_RECOVERY event.
 */
export async function recover(call: AuthCall): Promise<Response> {
  const body = await readJsonBody(call.request);
  const email = requireEmailField(stringField(body, 'email'));
  const pkce = readPkceParams(body);
  const mail = await call.ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    return user ? prepareLinkMail(tx, call, user, 'recovery', pkce) : undefined;
  });
  if (mail) await call.ctx.mail.send(mail);
  return okJson({});
}

/** `POST /resend`: the signup confirmation (or a pending e-mail change) once more. */
export async function resend(call: AuthCall): Promise<Response> {
  const body = await readJsonBody(call.request);
  const type = stringField(body, 'type');
  if (type === 'sms' || type === 'phone_change') {
    throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (type !== 'signup' && type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (stringField(body, 'email').trim() === '') {
    throw validationFailed('Type provided requires an email address');
  }
  const email = validateEmail(stringField(body, 'email'));
  const pkce = readPkceParams(body);
  const mail = await call.ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    if (type === 'signup') {
      return user.email_confirmed_at ? undefined : prepareLinkMail(tx, call, user, 'signup', pkce);
    }
    const pending = user.email_change ?? '';
    return pending === ''
      ? undefined
      : prepareLinkMail(tx, call, user, 'email_change', pkce, pending);
  });
  if (mail) await call.ctx.mail.send(mail);
  return okJson({});
}

/**
 * `POST /otp` with an e-mail (signInWithOtp): a magic link for a confirmed account; for a new
 * or unconfirmed one the signup confirmation, creating the account unless `create_user: false`.
 */
export async function otp(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  const body = await readJsonBody(call.request);
  if (stringField(body, 'email') === '' && stringField(body, 'phone') !== '') {
    throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  const email = validateEmail(stringField(body, 'email'));
  const createUser = booleanField(body, 'create_user') ?? true;
  const data = objectField(body, 'data') ?? {};
  const pkce = readPkceParams(body);
  const mail = await call.ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      if (!settings.enableSignup) {
        throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      }
      const id = await insertUser(tx, {
        email,
        encryptedPassword: null,
        userMetadata: data,
        appMetadata: emailAppMetadata,
        confirmed: !settings.enableConfirmations,
      });
      user = await findUserById(tx, id);
      if (!user) throw new Error('new user vanished');
    }
    const type: VerificationType = user.email_confirmed_at ? 'magiclink' : 'signup';
    return prepareLinkMail(tx, call, user, type, pkce);
  });
  await call.ctx.mail.send(mail);
  return okJson({});
}
