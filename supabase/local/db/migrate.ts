import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './types.ts';

const bootstrapDir = new URL('../bootstrap/', import.meta.url);

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

/** `supabase/migrations/<version>_<name>.sql`, in version order. */
export function listMigrations(migrationsDir: string): MigrationFile[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{14}_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = /^(\d{14})_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, path: join(migrationsDir, file) };
    });
}

/**
 * PostgreSQL refuses a catalog row two sessions change at once ("tuple concurrently updated"),
 * e.g. two stacks granting to the cluster-wide roles while they bootstrap their own databases
 * side by side (the integration tests' fixture stacks). Each file runs as one implicit
 * transaction and is idempotent, so it is simply run again.
 */
function isConcurrentCatalogUpdate(error: unknown): boolean {
  return error instanceof Error && /tuple concurrently (updated|deleted)/.test(error.message);
}

async function execRetryingConcurrentDdl(db: Database, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.exec(sql);
      return;
    } catch (error) {
      if (attempt >= 5 || !isConcurrentCatalogUpdate(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** The Supabase image's roles, schemas, auth and storage tables. Idempotent. */
export async function applyBootstrap(db: Database): Promise<void> {
  const files = readdirSync(bootstrapDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files) {
    await execRetryingConcurrentDdl(db, readFileSync(new URL(file, bootstrapDir), 'utf8'));
  }
}

/** Applies the migrations not yet in supabase_migrations.schema_migrations, each in its own transaction. */
export async function applyMigrations(db: Database, migrationsDir: string): Promise<string[]> {
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );
  const newlyApplied: string[] = [];
  for (const migration of listMigrations(migrationsDir)) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${reason}`, {
        cause: error,
      });
    }
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

/** Runs seed.sql once per database (recorded in local_stack.meta). Returns whether it ran. */
export async function applySeedOnce(db: Database, seedPath: string): Promise<boolean> {
  const seeded = await db.query("select 1 from local_stack.meta where key = 'seeded'");
  if (seeded.rows.length > 0) return false;
  // The CLI skips a seed file that does not exist (with a warning); so does the stack.
  if (!existsSync(seedPath)) {
    console.warn(`[local stack] no seed file at ${seedPath}; skipped`);
    return false;
  }
  const sql = readFileSync(seedPath, 'utf8');
  await db.transaction(async (tx) => {
    // Hosted projects' postgres role has `extensions` on its search_path, so seeds may call
    // gen_salt() or uuid_generate_v4() unqualified, as `supabase db push --include-seed` runs them.
    await tx.exec('set local search_path = "$user", public, extensions');
    await tx.exec(sql);
    await tx.query("insert into local_stack.meta (key, value) values ('seeded', now()::text)");
  });
  return true;
}

/** Drops every schema the stack and the migrations created (the DATABASE_URL flavour of db:reset). */
export async function dropEverything(db: Database): Promise<void> {
  const schemas = await db.query<{ name: string }>(
    `select nspname as name from pg_namespace
      where nspname not like 'pg\\_%' and nspname not in ('information_schema', 'extensions')`,
  );
  for (const { name } of schemas.rows) {
    await db.exec(`drop schema if exists "${name.replaceAll('"', '""')}" cascade`);
  }
  await db.exec('create schema public; grant all on schema public to postgres;');
}
