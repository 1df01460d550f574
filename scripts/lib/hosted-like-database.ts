/**
 * A throwaway PostgreSQL prepared like a hosted Supabase project's database, and the Supabase
 * CLI (npm package `supabase`, pinned) run against it exactly as the README's deploy section
 * runs it against the project: `supabase db push --db-url … [--include-seed]`. Shared by
 * `npm run check:deploy` and `npm run gen:types`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProjectConfig } from '../../supabase/local/config.ts';
import { applyBootstrap } from '../../supabase/local/db/migrate.ts';
import { openPostgresDatabase } from '../../supabase/local/db/postgres-database.ts';
import { ensureSigningKeysFile } from '../../supabase/local/http/signing-keys.ts';
import { defaultSupabaseDir } from '../../supabase/local/stack.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What a new hosted project's database has before the first migration: Supabase's roles
 * (anon, authenticated, service_role, authenticator, supabase_admin …), the auth, storage and
 * realtime schemas with the functions policies call (auth.uid(), auth.jwt(), realtime.topic()),
 * and pg_cron / pg_net / Vault. The local stack's bootstrap recreates exactly those, so the one
 * description serves the stack and this check.
 */
export async function prepareLikeHosted(databaseUrl: string): Promise<void> {
  const db = await openPostgresDatabase(databaseUrl);
  try {
    await applyBootstrap(db);
  } finally {
    await db.close();
  }
}

/** The CLI refuses every command while config.toml names a signing keys file that is missing. */
async function ensureCliSigningKeys(): Promise<void> {
  const path = loadProjectConfig(join(defaultSupabaseDir, 'config.toml')).auth.signingKeysPath;
  if (path) await ensureSigningKeysFile(path, 'ES256');
}

/** A local throwaway server speaks no TLS; the CLI asks for it unless the URL says otherwise. */
function withoutTls(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('sslmode', 'disable');
  return url.toString();
}

/** Runs the pinned Supabase CLI in the repository (its `supabase/` folder); throws on failure. */
export function runSupabaseCli(args: string[]): string {
  const result = spawnSync(join(repoRoot, 'node_modules', '.bin', 'supabase'), args, {
    cwd: repoRoot,
    encoding: 'utf8',
    // No terminal, no questions: `--yes` answers the CLI's confirmations.
    input: '',
    env: { ...process.env, CI: 'true', DO_NOT_TRACK: '1' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    throw new Error(`supabase ${args[0]} ${args[1] ?? ''} failed:\n${output}`);
  }
  return output;
}

/** `supabase db push --db-url …`: the migrations, and the seed with `seed: true`. */
export async function pushMigrations(
  databaseUrl: string,
  options: { seed: boolean },
): Promise<string> {
  await ensureCliSigningKeys();
  return runSupabaseCli([
    'db',
    'push',
    '--db-url',
    withoutTls(databaseUrl),
    '--yes',
    ...(options.seed ? ['--include-seed'] : []),
  ]);
}
