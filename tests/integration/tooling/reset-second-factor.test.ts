import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';

// The admins' recovery path (decision 016): the owner removes a lost second factor with the
// service role; the admin enrols a new one at the next sign-in.

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function runScript(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/reset-second-factor.ts', ...args],
    { cwd: repoRoot, env },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

describe('npm run reset-second-factor', () => {
  it('removes a lost factor, so the admin enrols a new one at the next sign-in', async () => {
    const email = uniqueEmail('lost-phone');
    const password = 'Telefono-Perso-2026';
    const service = createNodeClient(stackUrl, serviceRoleKey);
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const first = await signInAsAdmin(createNodeClient(stackUrl, anonKey), { email, password });

    const run = await runScript([email], {
      ...process.env,
      SUPABASE_URL: stackUrl,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    });
    expect(run.stderr).not.toContain('Error');
    expect(run.stdout).toContain(`${email}: 1 second factor(s) removed`);
    expect(run.status).toBe(0);

    // Without a factor, the next sign-in enrols a new key (a different one).
    const again = await signInAsAdmin(createNodeClient(stackUrl, anonKey), { email, password });
    expect(again.totpSecret).not.toBe(first.totpSecret);
  }, 30_000);

  it('refuses to run without the project’s address and key', async () => {
    const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, ...env } = process.env;
    const run = await runScript(['someone@example.com'], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage:');
  });
});
