import { AuthError, badRequest, OAuthError, okJson, validationFailed } from '../errors.ts';
import { consumeAuthCode } from '../pkce.ts';
import { refreshTokenGrant } from '../refresh-grant.ts';
import { readJsonBody, stringField } from '../request.ts';
import { passwordMatches } from '../secrets.ts';
import { issueSession } from '../sessions.ts';
import { findUserByEmail, findUserById } from '../users.ts';
import { weakPasswordMessage, weakPasswordReasons } from '../validation.ts';
import { type AuthCall, enforceIpLimit } from './handler.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** `grant_type=password` (internal/api/token.go `ResourceOwnerPasswordGrant`). */
async function passwordGrant(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  enforceIpLimit(call, call.limiters.signInSignUp, settings.rateLimits.signInSignUpsPer5Min);
  const body = await readJsonBody(call.request);
  const email = stringField(body, 'email').trim().toLowerCase();
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (email === '') {
    if (phone !== '')
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('missing email or phone');
  }
  const user = await findUserByEmail(call.ctx.db, email);
  if (!user || !(await passwordMatches(password, user.encrypted_password))) {
    throw invalidCredentials();
  }
  if (user.is_banned) throw badRequest('user_banned', 'User is banned');
  if (!user.confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await call.ctx.db.transaction((tx) =>
    issueSession(tx, call.ctx, call.request, user.id, 'password'),
  );
  // A password that no longer meets the policy still signs in, with a hint (auth-js weakPassword).
  const reasons = weakPasswordReasons(password, settings.minimumPasswordLength);
  if (reasons.length > 0) {
    session.weak_password = {
      message: weakPasswordMessage(settings.minimumPasswordLength),
      reasons,
    };
  }
  return okJson(session);
}

async function refreshGrant(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  enforceIpLimit(call, call.limiters.tokenRefresh, settings.rateLimits.tokenRefreshPer5Min);
  const body = await readJsonBody(call.request);
  const refreshToken = stringField(body, 'refresh_token');
  if (refreshToken === '') throw new OAuthError(400, 'invalid_request', 'refresh_token required');
  return okJson(await refreshTokenGrant(call.ctx.db, call.ctx, call.request, refreshToken));
}

/** `grant_type=pkce`: the auth code from a verified link plus the app's stored verifier. */
async function pkceGrant(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  enforceIpLimit(call, call.limiters.signInSignUp, settings.rateLimits.signInSignUpsPer5Min);
  const body = await readJsonBody(call.request);
  const authCode = stringField(body, 'auth_code');
  const codeVerifier = stringField(body, 'code_verifier');
  const session = await call.ctx.db.transaction(async (tx) => {
    const { userId, method } = await consumeAuthCode(tx, authCode, codeVerifier);
    const user = await findUserById(tx, userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (user.is_banned) throw badRequest('user_banned', 'User is banned');
    return issueSession(tx, call.ctx, call.request, user.id, method);
  });
  return okJson(session);
}

/** `POST /token?grant_type=…`. */
export async function token(call: AuthCall): Promise<Response> {
  switch (call.url.searchParams.get('grant_type')) {
    case 'password':
      return passwordGrant(call);
    case 'refresh_token':
      return refreshGrant(call);
    case 'pkce':
      return pkceGrant(call);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}
