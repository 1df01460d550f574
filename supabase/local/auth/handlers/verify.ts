import type { VerificationType } from '../auth-mailer.ts';
import {
  API_VERSION,
  API_VERSION_HEADER,
  AuthError,
  forbidden,
  okJson,
  validationFailed,
} from '../errors.ts';
import { issueAuthCode } from '../pkce.ts';
import { redirectParam, resolveRedirect } from '../redirect.ts';
import { readJsonBody, stringField } from '../request.ts';
import { PKCE_PREFIX, tokenHash } from '../secrets.ts';
import { issueSession, type SessionJson } from '../sessions.ts';
import { findUserByEmail, findUserByPendingEmail } from '../users.ts';
import {
  applyVerification,
  bareStoredToken,
  findUserForLink,
  isSlotExpired,
  isVerificationType,
  methodForType,
} from '../verification.ts';
import { validateEmail } from '../validation.ts';
import { type AuthCall, enforceIpLimit } from './handler.ts';

// GoTrue's oauthErrorMap: the OAuth error word for an HTTP status.
const oauthErrorForStatus: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location, [API_VERSION_HEADER]: API_VERSION },
  });
}

/** verify.go `prepErrorRedirectURL`: the error in the fragment, and for PKCE in the query too. */
function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): Response {
  const url = new URL(redirectTo);
  const details = new URLSearchParams();
  const oauthError = oauthErrorForStatus[error.status];
  if (oauthError) details.set('error', oauthError);
  details.set('error_code', error.code);
  details.set('error_description', error.message);
  if (pkce) {
    for (const [name, value] of details) url.searchParams.set(name, value);
  }
  const fragment = new URLSearchParams(details);
  fragment.set('sb', '');
  url.hash = fragment.toString();
  return seeOther(url.toString());
}

/** tokens/service.go `AsRedirectURL`: the implicit flow hands the session over in the fragment. */
function implicitRedirect(redirectTo: string, session: SessionJson, type: string): string {
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
    sb: '',
  });
  return `${redirectTo.split('#')[0]}#${fragment.toString()}`;
}

/** A PKCE link ends in an auth code for the app, an implicit one in a session. */
type LinkOutcome = { code: string } | { session: SessionJson };

/** `GET /verify?token&type&redirect_to`: the link in an auth e-mail (always a 303). */
export async function verifyLink(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  enforceIpLimit(call, call.limiters.verification, settings.rateLimits.tokenVerificationsPer5Min);
  const token = call.url.searchParams.get('token') ?? '';
  const type = call.url.searchParams.get('type') ?? '';
  if (token === '') throw validationFailed('Verify requires a token');
  if (type === '') throw validationFailed('Verify requires a verification type');
  const redirectTo = resolveRedirect(settings, redirectParam(call.request));
  const pkce = token.startsWith(PKCE_PREFIX);
  try {
    if (!isVerificationType(type)) throw validationFailed('Invalid email verification type');
    const outcome = await call.ctx.db.transaction<LinkOutcome>(async (tx) => {
      const user = await findUserForLink(tx, type, token, settings.otpExpirySeconds);
      await applyVerification(tx, user, type);
      if (pkce) return { code: await issueAuthCode(tx, user.id, methodForType[type]) };
      return { session: await issueSession(tx, call.ctx, call.request, user.id, 'otp') };
    });
    if ('code' in outcome) {
      const url = new URL(redirectTo);
      url.searchParams.set('code', outcome.code);
      return seeOther(url.toString());
    }
    return seeOther(implicitRedirect(redirectTo, outcome.session, type));
  } catch (error) {
    if (error instanceof AuthError) return errorRedirect(redirectTo, error, pkce);
    throw error;
  }
}

/** Which link an e-mail OTP or a `token_hash` of type `email` stands for. */
function candidateTypes(type: string): VerificationType[] {
  if (type === 'email') return ['signup', 'magiclink'];
  if (isVerificationType(type)) return [type];
  throw validationFailed(`Unsupported verification type "${type}"`);
}

/** `POST /verify` with `{token_hash, type}` or `{email, token, type}`: answers a Session. */
export async function verifyOtp(call: AuthCall): Promise<Response> {
  const settings = call.ctx.config.auth;
  enforceIpLimit(call, call.limiters.verification, settings.rateLimits.tokenVerificationsPer5Min);
  const body = await readJsonBody(call.request);
  const type = stringField(body, 'type');
  const hash = stringField(body, 'token_hash');
  const otp = stringField(body, 'token').replaceAll('-', '');
  const rawEmail = stringField(body, 'email');
  if (type === '') throw validationFailed('Verify requires a verification type');
  // Phone OTPs: no phone user can exist here, so a phone code matches nothing (GoTrue looks
  // the phone up and answers the same 403).
  if ((type === 'sms' || type === 'phone_change') && stringField(body, 'phone') !== '' && otp) {
    throw forbidden('otp_expired', 'Token has expired or is invalid');
  }
  const types = candidateTypes(type);
  if (hash === '' && (otp === '' || rawEmail === '')) {
    if (stringField(body, 'phone') !== '') {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    throw validationFailed('Verify requires either a token or a token hash');
  }
  const email = hash === '' ? validateEmail(rawEmail) : '';

  const session = await call.ctx.db.transaction(async (tx) => {
    for (const candidate of types) {
      if (hash !== '') {
        const user = await findUserForLink(tx, candidate, hash, settings.otpExpirySeconds).catch(
          (error: unknown) => {
            if (error instanceof AuthError && error.code === 'otp_expired') return undefined;
            throw error;
          },
        );
        if (!user) continue;
        await applyVerification(tx, user, candidate);
        return issueSession(tx, call.ctx, call.request, user.id, 'otp');
      }
      // An e-mail change is confirmed with the code sent to the new address.
      const user =
        candidate === 'email_change'
          ? await findUserByPendingEmail(tx, email)
          : await findUserByEmail(tx, email);
      if (!user) continue;
      const matches = bareStoredToken(user, candidate) === tokenHash(email, otp);
      if (!matches || isSlotExpired(user, candidate, settings.otpExpirySeconds)) continue;
      if (user.is_banned) throw forbidden('user_banned', 'User is banned');
      await applyVerification(tx, user, candidate);
      return issueSession(tx, call.ctx, call.request, user.id, 'otp');
    }
    throw forbidden(
      'otp_expired',
      hash !== '' ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
    );
  });
  return okJson(session);
}
