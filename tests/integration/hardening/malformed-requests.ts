/**
 * Malformed requests for the REST, auth and storage fuzz test, drawn from a seeded generator so
 * every run sends the same ones. Each request is built from mostly plausible parts with at
 * least one broken: a write is never well-formed, so none may change data.
 */

export interface FuzzRequest {
  method: string;
  /** Path and query below the stack URL; may hold raw `%ZZ` and `%00` on purpose. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzKeys {
  anonKey: string;
  serviceRoleKey: string;
  /** An `authenticated` token of a user that owns nothing. */
  userToken: string;
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function maybe(random: Random, probability = 0.5): boolean {
  return random() < probability;
}

const tables = [
  'products',
  'categories',
  'blog_posts',
  'homepage_carousel',
  'shop_settings',
  'orders',
  'newsletter_subscribers',
  'no_such_table',
  '%00',
  'rpc',
];
const columns = ['id', 'slug', 'name', 'price_cents', 'title', 'data->>x', 'nope', '"a,b"', ''];
// None of these parses as an operator (`in` and `cs` would, with the right value).
const badOperators = ['eqq', 'e', 'like(some)', 'fts(', 'isnot', 'not', 'EQ', 'eq(any', ''];
const goodOperators = ['eq', 'neq', 'gt', 'like', 'ilike', 'in', 'is', 'cs', 'fts', 'not.eq'];
const values = [
  'x',
  '',
  '(1,2',
  '("a,b",)',
  '{1,2',
  'null',
  'maybe',
  '%00',
  '%ZZ',
  "'; drop table products; --",
  '\u00e8\u2603',
  '9'.repeat(400),
  'a'.repeat(5000),
  '"unterminated',
  '2026-13-45',
];
const selects = [
  '*',
  'id,(',
  'id,categories(*',
  'x:y:z',
  'id::nope',
  'id::text::',
  '*,no_such(*)',
  'data->',
  'count()',
  'id.sum()',
  '...products(*)',
  '%00',
  // Wider than PostgreSQL's target list (1664): PostgREST itself answers 54011 with a 500.
  Array.from({ length: 1700 }, () => 'id').join(','),
];
const prefers = [
  'handling=strict, nope',
  'tx=rollback',
  'count=exact',
  'return=representation',
  'max-affected=x, handling=strict',
  'timezone=Mars/Base',
  'resolution=merge-duplicates',
  'params=single-object',
];
const accepts = ['application/vnd.pgrst.object+json', 'text/csv', 'application/xml', '*/*;q=x'];
const jsonBodies = [
  '{',
  '[',
  '{"name":',
  '[{"a":1},{"b":2}]',
  '{"id":"\\u0000"}',
  '"just a string"',
  '1e999999',
  '[[[[[[[[[[]]]]]]]]]]',
  '{"__proto__":{"x":1}}',
  'null',
  '',
];

function filterParam(random: Random): string {
  const column = pick(random, columns);
  const operator = pick(random, badOperators);
  return `${encodeURIComponent(column)}=${operator}.${pick(random, values)}`;
}

function authHeaders(random: Random, keys: FuzzKeys): Record<string, string> {
  const bearer = pick(random, [
    keys.anonKey,
    keys.userToken,
    keys.serviceRoleKey,
    'not.a.jwt',
    `${keys.anonKey}x`,
    '',
  ]);
  return {
    apikey: keys.anonKey,
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    'x-supabase-api-version': '2024-01-01',
  };
}

/** Reads (any filters) and writes whose filters always include one that cannot parse. */
function restRequest(random: Random, keys: FuzzKeys): FuzzRequest {
  const method = pick(random, ['GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']);
  const table = pick(random, tables);
  const params: string[] = [];
  if (maybe(random)) params.push(`select=${pick(random, selects)}`);
  const goodFilters = Math.floor(random() * 3);
  for (let i = 0; i < goodFilters; i += 1) {
    params.push(`${pick(random, columns)}=${pick(random, goodOperators)}.${pick(random, values)}`);
  }
  const isWrite = method !== 'GET' && method !== 'HEAD';
  // A write always carries a filter that cannot parse, so it can never succeed (a server that
  // dropped it would widen the write: the data check afterwards catches that).
  if (isWrite || maybe(random)) params.push(filterParam(random));
  const brokenBody = isWrite && maybe(random);
  if (maybe(random, 0.3)) params.push(`or=(${pick(random, values)}`);
  if (maybe(random, 0.3))
    params.push(`order=${pick(random, ['id.up', 'x(y', ',', 'id.desc.nullsmiddle'])}`);
  if (maybe(random, 0.3)) params.push(`limit=${pick(random, ['-1', 'abc', '1e99', '%00'])}`);
  if (maybe(random, 0.2)) params.push(`on_conflict=${pick(random, ['(', 'nope', ''])}`);
  if (maybe(random, 0.2)) params.push(`columns=${pick(random, ['a,(', '"', 'nope'])}`);
  const headers: Record<string, string> = { ...authHeaders(random, keys) };
  if (maybe(random)) headers.prefer = pick(random, prefers);
  if (maybe(random, 0.3)) headers.accept = pick(random, accepts);
  if (maybe(random, 0.2)) headers['accept-profile'] = pick(random, ['auth', 'storage', '%00']);
  if (maybe(random, 0.2)) headers.range = pick(random, ['5-1', 'x-y', '0-']);
  if (isWrite) {
    headers['content-type'] = pick(random, [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ]);
  }
  const path =
    table === 'rpc'
      ? `/rest/v1/rpc/${pick(random, ['quote_order', 'place_order', 'nope', 'available_delivery_dates'])}`
      : `/rest/v1/${table}`;
  return {
    method,
    path: `${path}?${params.join('&')}`,
    headers,
    ...(isWrite ? { body: brokenBody ? pick(random, jsonBodies) : '{"name":"fuzz"}' } : {}),
  };
}

const badEmails = ['', 'no-at-sign', 'a\u0000@example.com', ' @ ', 'a@', '@b.it', 'x'.repeat(300)];
const wrongTypes = [1, true, null, [], {}, ['a@b.it']];

/** Auth calls that must each fail: bad e-mails, wrong types, unknown grants, tokens and types. */
function authRequest(random: Random, keys: FuzzKeys): FuzzRequest {
  const headers = { ...authHeaders(random, keys), 'content-type': 'application/json' };
  const email = maybe(random, 0.7) ? pick(random, badEmails) : pick(random, wrongTypes);
  const password = maybe(random) ? pick(random, ['', 'x', 'a\u0000b']) : pick(random, wrongTypes);
  const body = (value: unknown) =>
    maybe(random, 0.15) ? pick(random, jsonBodies) : JSON.stringify(value);
  switch (Math.floor(random() * 8)) {
    case 0:
      return {
        method: 'POST',
        path: `/auth/v1/token?grant_type=${pick(random, ['password', 'refresh_token', 'pkce', 'nope', '%00', ''])}`,
        headers,
        body: body({
          email,
          password,
          refresh_token: pick(random, values),
          auth_code: pick(random, values),
        }),
      };
    case 1:
      return { method: 'POST', path: '/auth/v1/signup', headers, body: body({ email, password }) };
    case 2:
      return {
        method: 'GET',
        path: `/auth/v1/verify?token=${pick(random, values)}&type=${pick(random, ['recovery', 'signup', 'nope', '%00'])}&redirect_to=${pick(random, ['javascript:alert(1)', '%ZZ', 'http://evil.example'])}`,
        headers,
      };
    case 3:
      return {
        method: 'POST',
        path: '/auth/v1/verify',
        headers,
        body: body({
          type: pick(random, ['recovery', 'email', 'x']),
          token_hash: pick(random, values),
          email,
          token: '12',
        }),
      };
    case 4:
      return {
        method: 'POST',
        path: pick(random, ['/auth/v1/recover', '/auth/v1/otp', '/auth/v1/resend']),
        headers,
        body: body({ email, type: 'signup' }),
      };
    case 5:
      return {
        method: pick(random, ['GET', 'PUT']),
        path: '/auth/v1/user',
        headers,
        body: body({ email, password, data: 'x' }),
      };
    case 6:
      return {
        method: 'POST',
        path: `/auth/v1/logout?scope=${pick(random, ['global', 'nope', '%00'])}`,
        headers,
      };
    default:
      return {
        method: pick(random, ['GET', 'DELETE', 'PUT']),
        path: `/auth/v1/admin/users/${pick(random, ['%00', 'not-a-uuid', '..%2F..', ''])}`,
        headers,
        body: body({ email }),
      };
  }
}

const buckets = ['product-images', 'blog-images', 'nope', '%00', '..', '%ZZ', 'a'.repeat(300)];
const keysInBucket = ['x.png', '../x', '%00.png', 'a//b', '%ZZ', 'products/'.repeat(40), ''];

/** Storage calls as anon or a user who may write nothing: reads of odd names, refused writes. */
function storageRequest(random: Random, keys: FuzzKeys): FuzzRequest {
  const headers = { ...authHeaders(random, keys) };
  delete headers.authorization;
  headers.authorization = `Bearer ${pick(random, [keys.anonKey, keys.userToken, 'not.a.jwt'])}`;
  const bucket = pick(random, buckets);
  const key = pick(random, keysInBucket);
  switch (Math.floor(random() * 6)) {
    case 0:
      return { method: 'GET', path: `/storage/v1/bucket/${bucket}`, headers };
    case 1:
      return {
        method: pick(random, ['GET', 'HEAD']),
        path: `/storage/v1/object/${pick(random, ['public/', 'authenticated/', 'info/', ''])}${bucket}/${key}`,
        headers,
      };
    case 2:
      return {
        method: 'POST',
        path: `/storage/v1/object/list/${bucket}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: maybe(random)
          ? pick(random, jsonBodies)
          : JSON.stringify({
              prefix: pick(random, values),
              limit: pick(random, wrongTypes),
              sortBy: pick(random, wrongTypes),
            }),
      };
    case 3:
      return {
        method: pick(random, ['POST', 'PUT']),
        path: `/storage/v1/object/${bucket}/${key}`,
        headers: {
          ...headers,
          'content-type': pick(random, ['image/png', 'multipart/form-data; boundary=x', '']),
        },
        body: pick(random, ['PNG', '--x\r\nbroken', '']),
      };
    case 4:
      return {
        method: 'DELETE',
        path: `/storage/v1/${pick(random, ['object/', 'bucket/'])}${bucket}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: maybe(random)
          ? pick(random, jsonBodies)
          : JSON.stringify({ prefixes: pick(random, wrongTypes) }),
      };
    default:
      return {
        method: 'POST',
        path: `/storage/v1/object/sign/${bucket}/${key}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: pick(random, [-1, 'x', 1e12, null]) }),
      };
  }
}

/** `count` requests, about half REST, a quarter each auth and storage. */
export function malformedRequests(random: Random, keys: FuzzKeys, count: number): FuzzRequest[] {
  return Array.from({ length: count }, () => {
    const draw = random();
    if (draw < 0.5) return restRequest(random, keys);
    if (draw < 0.75) return authRequest(random, keys);
    return storageRequest(random, keys);
  });
}
