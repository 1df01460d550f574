import { randomUUID } from 'node:crypto';
import { prepareVerificationMail } from '../auth-mailer.ts';
import { AuthError, okJson, unprocessable, validationFailed } from '../errors.ts';
import { createFlowState, readPkceParams } from '../pkce.ts';
import { redirectParam, resolveRedirect } from '../redirect.ts';
import { type JsonObject, objectField, readJsonBody, stringField } from '../request.ts';
import { hashPassword } from '../secrets.ts';
import { issueSession } from '../sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  NOW,
  toUserJson,
  updateUser,
} from '../users.ts';
import { checkPasswordStrength, validateEmail } from '../validation.ts';
import { type AuthCall, enforceIpLimit } from './handler.ts';

export const emailAppMetadata = { provider: 'email', providers: ['email'] };

/**
 * What GoTrue answers for an e-mail that already has a confirmed account while confirmations
 * are on: a made-up user, so signup cannot be used to probe for accounts
 * (internal/api/signup.go `sanitizeUser`, SUPABASE-API.md §0.1-4).
 */
function sanitizedUser(email: string, data: JsonObject): JsonObject {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: emailAppMetadata,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** `POST /signup` (e-mail and password). */
export async function signup(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  enforceIpLimit(call, call.limiters.signInSignUp, settings.rateLimits.signInSignUpsPer5Min);
  const body = await readJsonBody(call.request);
  if (!settings.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  const rawEmail = stringField(body, 'email');
  if (rawEmail === '' && stringField(body, 'phone') !== '') {
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  const password = stringField(body, 'password');
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, settings.minimumPasswordLength);
  const email = validateEmail(rawEmail);
  const pkce = readPkceParams(body);
  const data = objectField(body, 'data') ?? {};
  const redirectTo = resolveRedirect(settings, redirectParam(call.request));
  // Hash before the transaction: bcrypt takes ~70 ms and PGlite has a single connection.
  const encryptedPassword = await hashPassword(password, settings.passwordHashCost);

  const outcome = await call.ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.confirmed_at) return { kind: 'exists' as const };
    if (!user) {
      const id = await insertUser(tx, {
        email,
        encryptedPassword,
        userMetadata: data,
        appMetadata: emailAppMetadata,
        confirmed: !settings.enableConfirmations,
      });
      user = await findUserById(tx, id);
      if (!user) throw new Error('new user vanished');
    }
    if (!settings.enableConfirmations) {
      // An account left unconfirmed from when confirmations were on is confirmed now.
      if (!user.email_confirmed_at) {
        await updateUser(tx, user.id, { email_confirmed_at: NOW, confirmation_token: '' });
      }
      return {
        kind: 'session' as const,
        session: await issueSession(tx, call.ctx, call.request, user.id, 'password'),
      };
    }
    // GoTrue does not touch an unconfirmed existing account (the claimed identity is unproven);
    // it only sends the confirmation again.
    if (pkce) await createFlowState(tx, user.id, pkce, 'email/signup');
    const mail = await prepareVerificationMail(tx, call.ctx, call.limiters, user, {
      type: 'signup',
      redirectTo,
      pkce: pkce !== undefined,
    });
    const freshUser = await findUserById(tx, user.id);
    return { kind: 'user' as const, user: freshUser ?? user, mail };
  });

  if (outcome.kind === 'exists') {
    if (!settings.enableConfirmations) {
      throw unprocessable('user_already_exists', 'User already registered');
    }
    return okJson(sanitizedUser(email, data));
  }
  if (outcome.kind === 'session') return okJson(outcome.session);
  await call.ctx.mail.send(outcome.mail);
  return okJson(toUserJson(outcome.user));
}
