import type { Queryable } from '../db/types.ts';
import { AuthError, validationFailed } from './errors.ts';
import { type JsonObject, stringField } from './request.ts';
import { newAuthCode, s256Challenge } from './secrets.ts';
import type { AuthenticationMethod } from './sessions.ts';
import { holdsNul } from '../db/text-values.ts';

/** GoTrue's flow states live 300 s (conf `defaultFlowStateExpiryDuration`). */
export const FLOW_STATE_EXPIRY_SECONDS = 300;

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/**
 * The optional PKCE fields of a signup, recover, resend or OTP body (internal/api/pkce.go
 * `validatePKCEParams`). Undefined means the implicit flow.
 */
export function readPkceParams(body: JsonObject): PkceParams | undefined {
  const challenge = stringField(body, 'code_challenge');
  const method = stringField(body, 'code_challenge_method').toLowerCase();
  if (challenge === '' && method === '') return undefined;
  if (challenge === '' || method === '') {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed(`code challenge method ${method} not supported`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  return { challenge, method };
}

/** Remembers the challenge until the link is followed and the code exchanged. */
export async function createFlowState(
  db: Queryable,
  userId: string,
  pkce: PkceParams,
  method: AuthenticationMethod,
): Promise<void> {
  await db.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1::uuid, $2, $3, $4, 'email', $5, now(), now())`,
    [userId, newAuthCode(), pkce.method, pkce.challenge, method],
  );
}

/** The auth code a verified PKCE link hands to the app (GoTrue `issueAuthCode`). */
export async function issueAuthCode(
  db: Queryable,
  userId: string,
  method: AuthenticationMethod,
): Promise<string> {
  const found = await db.query<{ id: string; auth_code: string }>(
    `select id::text as id, auth_code from auth.flow_state
      where user_id = $1::uuid and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, method],
  );
  const flow = found.rows[0];
  if (!flow) {
    throw new AuthError(422, 'flow_state_not_found', 'No valid flow state found for user.');
  }
  await db.query(
    'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1::uuid',
    [flow.id],
  );
  return flow.auth_code;
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  expired: boolean;
}

/**
 * `grant_type=pkce`: checks the verifier against the stored challenge and consumes the flow
 * state (internal/api/token.go `PKCE`). Answers whose user and method the session is for.
 */
export async function consumeAuthCode(
  db: Queryable,
  authCode: string,
  codeVerifier: string,
): Promise<{ userId: string; method: AuthenticationMethod }> {
  if (authCode === '' || codeVerifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const found = holdsNul([authCode])
    ? { rows: [] }
    : await db.query<FlowRow>(
        `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method,
            authentication_method,
            coalesce(auth_code_issued_at, created_at) + make_interval(secs => $2) < now() as expired
       from auth.flow_state where auth_code = $1 limit 1`,
        [authCode, FLOW_STATE_EXPIRY_SECONDS],
      );
  const flow = found.rows[0];
  if (!flow || !flow.user_id) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  if (flow.expired) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected =
    flow.code_challenge_method === 'plain' ? codeVerifier : s256Challenge(codeVerifier);
  if (expected !== flow.code_challenge) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await db.query('delete from auth.flow_state where id = $1::uuid', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method as AuthenticationMethod };
}
