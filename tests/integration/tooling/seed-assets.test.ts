import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSeedAssets } from '../../../supabase/local/seed-assets.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { keyClient, startFixtureStack } from '../storage/fixture-stack.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const fixtureDir = fileURLToPath(new URL('./seed-assets-fixture', import.meta.url));

let stack: RunningStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startFixtureStack({ supabaseDir: fixtureDir });
  admin = keyClient(stack, stack.serviceRoleKey);
});
afterAll(() => stack.stop());

/**
 * Runs the script asynchronously: the stack under test lives in this process, so a blocking
 * spawnSync would stop it from answering the script's requests.
 */
function runScript(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/upload-seed-assets.ts', ...args],
    { cwd: repoRoot, env },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

const publicUrl = (path: string) =>
  admin.storage.from('showcase').getPublicUrl(path).data.publicUrl;
const listedNames = async () => {
  const top = await admin.storage.from('showcase').list('seed');
  const nested = await admin.storage.from('showcase').list('seed/nested');
  return [...(top.data ?? []), ...(nested.data ?? [])].map((entry) => entry.name);
};

describe('seed assets', () => {
  it('are in storage after a fresh seed, typed by extension and cached for a year', async () => {
    expect(stack.seeded).toBe(true);
    const photo = await fetch(publicUrl('seed/bun-400w.webp'));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect([bytes.toString('latin1', 0, 4), bytes.toString('latin1', 8, 12)]).toEqual([
      'RIFF',
      'WEBP',
    ]);
    expect(await (await fetch(publicUrl('seed/nested/crumb.txt'))).text()).toBe('crumb\n');
    // Dot files are skipped; folders of missing buckets are skipped with a warning.
    expect(await listedNames()).toEqual(['nested', 'bun-400w.webp', 'crumb.txt']);
  });

  it('can be uploaded again without creating duplicates', async () => {
    expect(await uploadSeedAssets(stack.ctx)).toBe(2);
    expect(await listedNames()).toEqual(['nested', 'bun-400w.webp', 'crumb.txt']);
  });

  it('are uploaded to any project by scripts/upload-seed-assets.ts with supabase-js', async () => {
    await admin.storage.from('showcase').remove(['seed/bun-400w.webp']);
    expect((await fetch(publicUrl('seed/bun-400w.webp'))).status).toBe(400);

    const run = await runScript(['--dir', join(fixtureDir, 'seed-assets')], {
      ...process.env,
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    });
    expect(run.stdout).toContain('✓ showcase/seed/bun-400w.webp');
    expect(run.stderr).toContain('✗ ghost/orphan.txt: Bucket not found');
    expect(run.stdout).toContain('2 of 3 seed assets uploaded.');
    expect(run.status).toBe(1);

    const photo = await fetch(publicUrl('seed/bun-400w.webp'));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }, 30_000);

  it('are not uploaded by the script without credentials', async () => {
    const env = { ...process.env };
    delete env.SUPABASE_URL;
    delete env.SUPABASE_SERVICE_ROLE_KEY;
    const run = await runScript([], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
  }, 30_000);
});
