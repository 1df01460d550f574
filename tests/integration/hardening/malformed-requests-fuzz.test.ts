import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { type RunningStack, startStack } from '../../../supabase/local/stack.ts';
import { seededRandom } from '../../unit/seeded-random.ts';
import { type FuzzRequest, malformedRequests } from './malformed-requests.ts';

/**
 * A few hundred malformed REST, auth and storage requests (seeded: the same ones every run)
 * against a stack of its own with the shop's schema and demo data. None may answer 5xx, except
 * what PostgREST itself answers with a 5xx for a limit of PostgreSQL (53xxx, 54xxx: e.g. 54011
 * for a select wider than 1664 columns); each error has its service's shape; and afterwards
 * every table holds exactly what it held before.
 */
const seed = 26;
const requestCount = 300;
let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ port: 0, memory: true });
});

afterAll(async () => {
  await stack?.stop();
});

/** One checksum per table of the schemas the API can reach (and the stack's own). */
async function tableChecksums(): Promise<Record<string, string>> {
  const { rows: tables } = await stack.ctx.db.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
       from information_schema.tables
      where table_schema in ('public', 'auth', 'storage', 'local_stack')
        and table_type = 'BASE TABLE'
      order by 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await stack.ctx.db.query<{ sum: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`,
    );
    sums[name] = rows[0]?.sum ?? '';
  }
  return sums;
}

/** SQLSTATE classes PostgREST answers with a 5xx because PostgreSQL hit a limit. */
const postgrestLimitCodes = /^5[34][0-9A-Z]{3}$/;

/** What is wrong with one answer, or undefined when it is acceptable. */
function problemWith(request: FuzzRequest, status: number, body: string): string | undefined {
  const service = request.path.split('/')[1];
  let json: Record<string, unknown> | undefined;
  try {
    json = body ? (JSON.parse(body) as Record<string, unknown>) : undefined;
  } catch {
    json = undefined;
  }
  if (status >= 500) {
    const code = typeof json?.code === 'string' ? json.code : '';
    if (service === 'rest' && postgrestLimitCodes.test(code)) return undefined;
    return `${status} ${body.slice(0, 300)}`;
  }
  if (status < 400 || request.method === 'HEAD') return undefined;
  // A path that `..` moved out of every service meets the gateway's own answer (Kong's).
  if (status === 404 && json?.message === 'no Route matched with those values') return undefined;
  const has = (...keys: string[]) => json !== undefined && keys.every((key) => key in json);
  const shaped =
    service === 'rest'
      ? has('code', 'message', 'details', 'hint')
      : service === 'auth'
        ? has('code', 'message') || has('error', 'error_description')
        : has('statusCode', 'code', 'error', 'message') || has('code', 'message');
  return shaped
    ? undefined
    : `${status} with a body not in ${service}'s error shape: ${body.slice(0, 200)}`;
}

describe('malformed requests', () => {
  it(`answers ${requestCount} of them without a 5xx of its own and changes no data`, async () => {
    const now = Math.floor(Date.now() / 1000);
    const userToken = await signJwt(
      { sub: randomUUID(), role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 },
      stack.jwtSecret,
    );
    const requests = malformedRequests(
      seededRandom(seed),
      { anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, userToken },
      requestCount,
    );
    const before = await tableChecksums();
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const response = await fetch(`${stack.url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        redirect: 'manual',
        ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD'
          ? { body: request.body }
          : {}),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const problem = problemWith(request, response.status, await response.text());
      if (problem) problems.push(`${request.method} ${request.path.slice(0, 160)} → ${problem}`);
    }
    console.log('[fuzz] statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    expect(problems).toEqual([]);
    expect(await tableChecksums()).toEqual(before);
  });
});
