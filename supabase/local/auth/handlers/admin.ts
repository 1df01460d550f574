import type { Queryable } from '../../db/types.ts';
import { parseDuration } from '../../config.ts';
import { prepareLink, prepareVerificationMail, type VerificationType } from '../auth-mailer.ts';
import { requireAdmin } from '../authenticate.ts';
import { AuthError, okJson, validationFailed } from '../errors.ts';
import { resolveRedirect } from '../redirect.ts';
import {
  booleanField,
  type JsonObject,
  objectField,
  readJsonBody,
  stringField,
} from '../request.ts';
import { hashPassword } from '../secrets.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  NOW,
  toUserJson,
  updateUser,
  type UserRow,
  type UserUpdate,
} from '../users.ts';
import { checkPasswordStrength, validateEmail } from '../validation.ts';
import type { AuthCall } from './handler.ts';
import { routeAdminFactors } from './mfa.ts';
import { emailAppMetadata } from './signup.ts';
import { mergeMetadata } from './user.ts';

const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

/** `ban_duration`: "none" lifts a ban, a Go duration ("24h", "90m") bans until now + it. */
function bannedUntil(duration: string): string | null {
  if (duration === 'none') return null;
  let seconds: number;
  try {
    seconds = parseDuration(duration);
  } catch {
    throw validationFailed('invalid format for ban duration');
  }
  return new Date(Date.now() + seconds * 1000).toISOString();
}

async function passwordHashFrom(call: AuthCall, body: JsonObject): Promise<string | undefined> {
  const password = stringField(body, 'password');
  if (password === '') return undefined;
  checkPasswordStrength(password, call.ctx.config.auth.minimumPasswordLength);
  return hashPassword(password, call.ctx.config.auth.passwordHashCost);
}

async function requireExisting(db: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

/** `POST /admin/users` (auth.admin.createUser). */
async function createUser(call: AuthCall): Promise<Response> {
  const body = await readJsonBody(call.request);
  const email = validateEmail(stringField(body, 'email'));
  const encryptedPassword = (await passwordHashFrom(call, body)) ?? null;
  const banDuration = stringField(body, 'ban_duration');
  const role = stringField(body, 'role');
  const user = await call.ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw emailTaken();
    const id = await insertUser(tx, {
      email,
      encryptedPassword,
      userMetadata: objectField(body, 'user_metadata') ?? {},
      appMetadata: { ...emailAppMetadata, ...(objectField(body, 'app_metadata') ?? {}) },
      confirmed: booleanField(body, 'email_confirm') ?? false,
      ...(role ? { role } : {}),
    });
    if (banDuration !== '') await updateUser(tx, id, { banned_until: bannedUntil(banDuration) });
    return requireExisting(tx, id);
  });
  return okJson(toUserJson(user));
}

/** `GET /admin/users?page&per_page` with GoTrue's X-Total-Count and Link headers. */
/** GoTrue parses `page` and `per_page` as unsigned integers: anything else is a 400. */
function paginationParam(call: AuthCall, name: string): string | null {
  const value = call.url.searchParams.get(name);
  if (value !== null && value !== '' && !/^\d+$/.test(value)) {
    throw validationFailed(`Bad Pagination Parameters: invalid ${name} "${value}"`);
  }
  return value;
}

async function listUsers(call: AuthCall): Promise<Response> {
  paginationParam(call, 'per_page');
  const page = Math.max(1, Number.parseInt(paginationParam(call, 'page') ?? '1', 10) || 1);
  const perPage = Math.min(
    1000,
    Math.max(1, Number.parseInt(call.url.searchParams.get('per_page') ?? '50', 10) || 50),
  );
  const db = call.ctx.db;
  const total = Number(
    (
      await db.query<{ count: string }>(
        'select count(*)::text as count from auth.users where deleted_at is null',
      )
    ).rows[0]?.count ?? 0,
  );
  const ids = await db.query<{ id: string }>(
    `select id::text as id from auth.users where deleted_at is null
      order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users: JsonObject[] = [];
  for (const { id } of ids.rows) {
    const user = await findUserById(db, id);
    if (user) users.push(toUserJson(user));
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`];
  if (page < lastPage)
    links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  return okJson({ users, aud: 'authenticated' }, 200, {
    'X-Total-Count': String(total),
    Link: links.join(', '),
  });
}

/** `PUT /admin/users/:id` (auth.admin.updateUserById). */
async function updateUserById(call: AuthCall, id: string): Promise<Response> {
  const body = await readJsonBody(call.request);
  const rawEmail = stringField(body, 'email');
  const email = rawEmail === '' ? undefined : validateEmail(rawEmail);
  const encryptedPassword = await passwordHashFrom(call, body);
  const banDuration = stringField(body, 'ban_duration');
  const role = stringField(body, 'role');
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const user = await call.ctx.db.transaction(async (tx) => {
    const current = await requireExisting(tx, id);
    if (email && email !== current.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== id) throw emailTaken();
    }
    const fields: UserUpdate = {
      ...(email ? { email } : {}),
      ...(encryptedPassword ? { encrypted_password: encryptedPassword } : {}),
      ...(booleanField(body, 'email_confirm') === true && !current.email_confirmed_at
        ? { email_confirmed_at: NOW }
        : {}),
      ...(userMetadata
        ? { raw_user_meta_data: mergeMetadata(current.raw_user_meta_data, userMetadata) }
        : {}),
      ...(appMetadata
        ? { raw_app_meta_data: mergeMetadata(current.raw_app_meta_data, appMetadata) }
        : {}),
      ...(banDuration !== '' ? { banned_until: bannedUntil(banDuration) } : {}),
      ...(role ? { role } : {}),
    };
    await updateUser(tx, id, fields);
    return requireExisting(tx, id);
  });
  return okJson(toUserJson(user));
}

/** `DELETE /admin/users/:id`: the user and (by cascade) identities, sessions, tokens. */
async function deleteUserById(call: AuthCall, id: string): Promise<Response> {
  await requireExisting(call.ctx.db, id);
  await call.ctx.db.query('delete from auth.users where id = $1::uuid', [id]);
  return okJson({});
}

/** Finds or creates the account a generated link or an invitation is for. */
async function accountFor(
  tx: Queryable,
  call: AuthCall,
  type: VerificationType,
  email: string,
  body: JsonObject,
): Promise<UserRow> {
  const existing = await findUserByEmail(tx, email);
  if (type === 'recovery' || type === 'magiclink') {
    if (!existing) throw userNotFound();
    return existing;
  }
  if (existing?.email_confirmed_at) throw emailTaken();
  if (existing) return existing;
  const id = await insertUser(tx, {
    email,
    encryptedPassword: type === 'signup' ? ((await passwordHashFrom(call, body)) ?? null) : null,
    userMetadata: objectField(body, 'data') ?? {},
    appMetadata: emailAppMetadata,
    confirmed: false,
    invited: type === 'invite',
  });
  return requireExisting(tx, id);
}

/** `POST /admin/generate_link`: the link a mail would carry, without sending it. */
async function generateLink(call: AuthCall): Promise<Response> {
  const body = await readJsonBody(call.request);
  const type = stringField(body, 'type');
  if (!['signup', 'invite', 'magiclink', 'recovery'].includes(type)) {
    throw validationFailed('Invalid link type');
  }
  const linkType = type as VerificationType;
  const email = validateEmail(stringField(body, 'email'));
  const redirectTo = resolveRedirect(call.ctx.config.auth, stringField(body, 'redirect_to'));
  const result = await call.ctx.db.transaction(async (tx) => {
    const user = await accountFor(tx, call, linkType, email, body);
    const link = await prepareLink(tx, call.ctx, user, { type: linkType, redirectTo, pkce: false });
    return { link, user: await requireExisting(tx, user.id) };
  });
  return okJson({
    ...toUserJson(result.user),
    action_link: result.link.actionLink,
    email_otp: result.link.otp,
    hashed_token: result.link.token,
    verification_type: linkType,
    redirect_to: redirectTo,
  });
}

/** `POST /invite` (auth.admin.inviteUserByEmail): creates the account and mails the invitation. */
async function invite(call: AuthCall): Promise<Response> {
  const body = await readJsonBody(call.request);
  const email = validateEmail(stringField(body, 'email'));
  const redirectTo = resolveRedirect(
    call.ctx.config.auth,
    call.url.searchParams.get('redirect_to'),
  );
  const { user, mail } = await call.ctx.db.transaction(async (tx) => {
    const account = await accountFor(tx, call, 'invite', email, body);
    await updateUser(tx, account.id, { invited_at: NOW });
    const outgoing = await prepareVerificationMail(tx, call.ctx, call.limiters, account, {
      type: 'invite',
      redirectTo,
      pkce: false,
    });
    return { user: await requireExisting(tx, account.id), mail: outgoing };
  });
  await call.ctx.mail.send(mail);
  return okJson(toUserJson(user));
}

/** The service-role-only endpoints under `/admin` and `/invite`; undefined when none matches. */
export async function routeAdmin(call: AuthCall, path: string): Promise<Response | undefined> {
  const method = call.request.method;
  const isAdminPath = path === '/invite' || path === '/admin' || path.startsWith('/admin/');
  if (!isAdminPath) return undefined;
  await requireAdmin(call.request, call.ctx);
  if (path === '/invite' && method === 'POST') return invite(call);
  if (path === '/admin/generate_link' && method === 'POST') return generateLink(call);
  if (path === '/admin/users') {
    if (method === 'POST') return createUser(call);
    if (method === 'GET') return listUsers(call);
  }
  const factorsResponse = await routeAdminFactors(call, path);
  if (factorsResponse) return factorsResponse;
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (match?.[1]) {
    const id = decodeURIComponent(match[1]);
    if (method === 'GET') return okJson(toUserJson(await requireExisting(call.ctx.db, id)));
    if (method === 'PUT') return updateUserById(call, id);
    if (method === 'DELETE') return deleteUserById(call, id);
  }
  return undefined;
}
