import type { Queryable } from '../../db/types.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { prepareVerificationMail } from '../auth-mailer.ts';
import { requireUser } from '../authenticate.ts';
import {
  API_VERSION,
  API_VERSION_HEADER,
  forbidden,
  okJson,
  unprocessable,
  validationFailed,
} from '../errors.ts';
import { createFlowState, readPkceParams } from '../pkce.ts';
import { redirectParam, resolveRedirect } from '../redirect.ts';
import { type JsonObject, objectField, readJsonBody } from '../request.ts';
import { hashPassword, passwordMatches } from '../secrets.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  toUserJson,
  updateUser,
  type UserRow,
} from '../users.ts';
import { applyVerification } from '../verification.ts';
import { checkPasswordStrength, validateEmail } from '../validation.ts';
import type { AuthCall } from './handler.ts';

/** `GET /user`: the signed-in user, unwrapped (auth-js `_userResponse`). */
export async function getUser(call: AuthCall): Promise<Response> {
  const { user } = await requireUser(call.ctx.db, call.request, call.ctx);
  return okJson(toUserJson(user));
}

/** GoTrue's metadata update: top-level keys merged, a `null` value removes its key. */
export function mergeMetadata(current: JsonObject | null, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function optionalString(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${name} must be a string`);
  return value;
}

/** A new address: confirmed by a link to it, or at once when confirmations are off. */
async function changeEmail(
  tx: Queryable,
  call: AuthCall,
  user: UserRow,
  newEmail: string,
  body: JsonObject,
): Promise<OutgoingMail | undefined> {
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) {
    throw emailTaken();
  }
  const settings = call.ctx.config.auth;
  if (!settings.enableConfirmations) {
    await applyVerification(tx, { ...user, email_change: newEmail }, 'email_change');
    return undefined;
  }
  const pkce = readPkceParams(body);
  if (pkce) await createFlowState(tx, user.id, pkce, 'email_change');
  return prepareVerificationMail(tx, call.ctx, call.limiters, user, {
    type: 'email_change',
    redirectTo: resolveRedirect(settings, redirectParam(call.request)),
    pkce: pkce !== undefined,
    newEmail,
  });
}

/** `PUT /user`: password, user metadata and e-mail changes of the signed-in user (user.go). */
export async function updateCurrentUser(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  const { user, sessionId } = await requireUser(call.ctx.db, call.request, call.ctx);
  const body = await readJsonBody(call.request);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const password = optionalString(body, 'password');
  const rawEmail = optionalString(body, 'email');
  const data = objectField(body, 'data');

  let encryptedPassword: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(password, settings.minimumPasswordLength);
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    encryptedPassword = await hashPassword(password, settings.passwordHashCost);
  }
  const newEmail = rawEmail !== undefined && rawEmail !== '' ? validateEmail(rawEmail) : undefined;

  const { updated, mail } = await call.ctx.db.transaction(async (tx) => {
    if (encryptedPassword) {
      await updateUser(tx, user.id, { encrypted_password: encryptedPassword });
      // GoTrue signs every other session out when the password changes.
      if (sessionId) await endSessions(tx, user.id, sessionId, 'others');
    }
    if (data) {
      await updateUser(tx, user.id, {
        raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, data),
      });
    }
    let pendingMail: OutgoingMail | undefined;
    if (newEmail && newEmail !== user.email) {
      pendingMail = await changeEmail(tx, call, user, newEmail, body);
    }
    return { updated: await findUserById(tx, user.id), mail: pendingMail };
  });
  if (mail) await call.ctx.mail.send(mail);
  return okJson(toUserJson(updated ?? user));
}

const logoutScopes: readonly LogoutScope[] = ['global', 'local', 'others'];

/** `POST /logout?scope=global|local|others` → 204 (logout.go). */
export async function logout(call: AuthCall): Promise<Response> {
  const scope = call.url.searchParams.get('scope') ?? 'global';
  if (!(logoutScopes as readonly string[]).includes(scope)) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(call.ctx.db, call.request, call.ctx);
  await endSessions(call.ctx.db, user.id, sessionId, scope as LogoutScope);
  return new Response(null, { status: 204, headers: { [API_VERSION_HEADER]: API_VERSION } });
}
