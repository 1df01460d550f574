import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoEnv } from '../../../scripts/lib/deno-env.ts';
import {
  localVapidPrivateKey,
  localVapidPublicKey,
  localVapidSubject,
} from '../../../supabase/local/push/local-vapid-keys.ts';
import { startTestPushService, type TestPushService } from '../../support/push-service.ts';

/**
 * order-follow-up sends pushes with web-push, a Node library; the stack runs functions in Node,
 * hosted Supabase on Deno. Here the function's sender runs on Deno with the function's import
 * map and sends to the test push service, which checks the VAPID signature and decrypts.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
let push: TestPushService;

beforeAll(async () => {
  push = await startTestPushService(localVapidPublicKey);
});
afterAll(async () => {
  await push?.stop();
});

function runOnDeno(stdin: string): Promise<string> {
  const child = spawn(
    `${root}node_modules/.bin/deno`,
    [
      'run',
      '--quiet',
      '--no-lock',
      '--config',
      'supabase/functions/order-follow-up/deno.json',
      '--allow-net=127.0.0.1',
      '--allow-env',
      `--allow-read=${root}`,
      'scripts/deno/send-push.ts',
    ],
    {
      cwd: root,
      env: denoEnv({
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NO_COLOR: '1',
        DENO_DIR: process.env.DENO_DIR,
        VAPID_PUBLIC_KEY: localVapidPublicKey,
        VAPID_PRIVATE_KEY: localVapidPrivateKey,
        VAPID_SUBJECT: localVapidSubject,
        PUSH_ALLOW_LOCAL_HTTP: 'true',
      }),
    },
  );
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`deno exited (${code}):\n${output}`)),
    );
  });
}

describe('Web Push from Deno', () => {
  it('sends a message the push service can verify and decrypt', async () => {
    const subscription = push.subscribe();
    const message = {
      title: 'Nuovo ordine BDB-2026-000123',
      body: 'Osteria del Borgo ha ordinato per 48,60 €.',
      url: '/admin/orders/123',
      tag: 'new_order',
    };
    const output = await runOnDeno(JSON.stringify({ subscription, message }));
    expect(JSON.parse(output.trim().split('\n').at(-1) ?? '{}')).toEqual({ kind: 'sent' });
    expect(push.refused()).toEqual([]);
    expect(push.received(subscription.endpoint).map((entry) => entry.message)).toEqual([message]);
  }, 120_000);
});
