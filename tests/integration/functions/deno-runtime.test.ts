import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoEnv } from '../../../scripts/lib/deno-env.ts';
import { functionEnv } from '../../../supabase/local/functions/function-loader.ts';
import { type RunningStack, startStack } from '../../../supabase/local/stack.ts';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';

/**
 * Hosted Supabase runs the edge functions on Deno; the stack runs them in Node. Here one real
 * function runs on Deno (the npm package `deno`), with its own import map, and the stack's
 * gateway relays `/functions/v1/admin-notifications` to it: a Node-only API or an import the
 * map lacks fails this test rather than `supabase functions deploy`.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const name = 'admin-notifications';
let stack: RunningStack;
let deno: ChildProcess | undefined;
let anon: SupabaseClient;
let admin: SupabaseClient;

/** Starts the function on Deno with the env the stack gives functions; resolves to its URL. */
function serveOnDeno(env: Record<string, string>): Promise<string> {
  const child = spawn(
    `${root}node_modules/.bin/deno`,
    [
      'run',
      '--quiet',
      '--no-lock',
      '--config',
      `supabase/functions/${name}/deno.json`,
      '--allow-net=127.0.0.1',
      '--allow-env',
      `--allow-read=${root}`,
      'scripts/deno/serve-function.ts',
      `supabase/functions/${name}/handler.ts`,
    ],
    // PATH and HOME (Deno's cache of the npm imports) besides what a function gets.
    {
      cwd: root,
      env: denoEnv({ PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', ...env }),
    },
  );
  deno = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /listening on (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) =>
      reject(new Error(`deno exited (${code}) before listening:\n${output}`)),
    );
  });
}

beforeAll(async () => {
  stack = await startStack({ port: 0, memory: true, seed: false });
  const env = Object.fromEntries(
    Object.entries(functionEnv(stack.ctx)).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  stack.ctx.functionHosts.set(name, await serveOnDeno(env));
  anon = createNodeClient(stack.url, stack.anonKey);
  admin = createNodeClient(stack.url, stack.serviceRoleKey);
}, 120_000);

afterAll(async () => {
  deno?.kill();
  await stack?.stop();
});

async function newUser(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('deno');
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: 'Bun-Password-2026',
    email_confirm: true,
    user_metadata: { name: 'Marta Bianchi' },
  });
  expect(error).toBeNull();
  return { id: data.user!.id, email };
}

describe('admin-notifications running on Deno behind the stack', () => {
  it('announces a new user once through functions.invoke', async () => {
    const user = await newUser();
    const body = { type: 'new_user', userData: { ...user, name: 'Marta Bianchi' } };
    const first = await anon.functions.invoke(name, { body });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'created' });
    const second = await anon.functions.invoke(name, { body });
    expect(second.data).toEqual({ status: 'already_notified' });
    // What it wrote went through the stack's REST API with the service role.
    const { data } = await admin.from('admin_notifications').select('type').eq('type', 'new_user');
    expect(data?.length).toBeGreaterThan(0);
  });

  it("answers the function's own errors and CORS through raw fetch", async () => {
    const url = `${stack.url}/functions/v1/${name}`;
    const headers = {
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
    };
    const badBody = await fetch(url, { method: 'POST', headers, body: '{"type":"nope"}' });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ error: 'invalid_body' });
    const unknownUser = await anon.functions.invoke(name, {
      body: {
        type: 'new_user',
        userData: { id: randomUUID(), name: 'Nessuno', email: uniqueEmail('ghost') },
      },
    });
    expect(unknownUser.error).toBeInstanceOf(FunctionsHttpError);
    expect(((unknownUser.error as FunctionsHttpError).context as Response).status).toBe(404);
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).not.toBeNull();
    // The gateway's verify_jwt still stands in front of the relayed function.
    const noJwt = await fetch(url, { method: 'POST', body: '{}' });
    expect(noJwt.status).toBe(401);
  });
});
