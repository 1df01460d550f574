import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';

// The seed as `supabase db push --include-seed` runs it (issue 41): with `extensions` on the
// search path, as a hosted project's postgres role has it, and skipped when the file is missing.

const dirs: string[] = [];
const stacks: RunningStack[] = [];

function supabaseDir(seed: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-file-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'migrations'));
  writeFileSync(join(dir, 'config.toml'), 'project_id = "seed-file"\n');
  writeFileSync(
    join(dir, 'migrations', '20260101000000_accounts.sql'),
    'create table public.accounts (name text primary key, secret text not null);',
  );
  if (seed !== undefined) writeFileSync(join(dir, 'seed.sql'), seed);
  return dir;
}

async function started(dir: string): Promise<RunningStack> {
  const stack = await startStack({ port: 0, memory: true, templateCache: false, supabaseDir: dir });
  stacks.push(stack);
  return stack;
}

afterEach(async () => {
  for (const stack of stacks.splice(0)) await stack.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the seed file', () => {
  it('may call extension functions unqualified (gen_salt, crypt)', async () => {
    const stack = await started(
      supabaseDir(
        "insert into public.accounts values ('ada', crypt('segreto', gen_salt('bf', 4)));",
      ),
    );
    expect(stack.seeded).toBe(true);
    const { rows } = await stack.ctx.db.query<{ ok: boolean }>(
      "select secret = extensions.crypt('segreto', secret) as ok from public.accounts",
    );
    expect(rows).toEqual([{ ok: true }]);
  }, 60_000);

  it('is skipped when it does not exist, like the CLI does', async () => {
    const stack = await started(supabaseDir(undefined));
    expect(stack.seeded).toBe(false);
    const { rows } = await stack.ctx.db.query('select * from public.accounts');
    expect(rows).toEqual([]);
  }, 60_000);
});
