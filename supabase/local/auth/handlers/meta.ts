import { okJson } from '../errors.ts';
import type { AuthCall } from './handler.ts';

/** `GET /settings`: which sign-in methods this instance offers (settings.go). */
export function settings(call: AuthCall): Promise<Response> {
  const auth = call.ctx.config.auth;
  return Promise.resolve(
    okJson({
      external: {
        anonymous_users: false,
        email: true,
        phone: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin_oidc: false,
        notion: false,
        slack_oidc: false,
        spotify: false,
        twitch: false,
        twitter: false,
        workos: false,
        zoom: false,
      },
      disable_signup: !auth.enableSignup,
      mailer_autoconfirm: !auth.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
}

/** `GET /health`. */
export function health(): Promise<Response> {
  return Promise.resolve(
    okJson({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
}

/**
 * `GET /.well-known/jwks.json`: the public halves of the project's asymmetric signing keys
 * (supabase-js `getClaims()` verifies with them); none while only the shared secret signs.
 */
export function jwks(call: AuthCall): Promise<Response> {
  return Promise.resolve(
    okJson(
      { keys: call.ctx.keys.signingKeys?.publicJwks ?? [] },
      // Hosted Auth lets clients and CDNs keep the set for a while (keys rotate with overlap).
      200,
      { 'cache-control': 'public, max-age=600' },
    ),
  );
}
