/**
 * `npm run check:deploy`: the README's deploy path, run for real (CI runs it in `npm test`).
 * On a throwaway PostgreSQL prepared like a new hosted project (Supabase's roles and schemas,
 * scripts/lib/hosted-like-database.ts) the pinned Supabase CLI applies the migrations and the
 * seed with exactly the README's command, `supabase db push --db-url <url> --include-seed`;
 * then the check reads back what a deploy must leave — every migration recorded, the demo
 * data in place — and regenerates the types from that database with Supabase's generator,
 * failing when the committed src/types/database.gen.ts is stale (`npm run gen:types -- --check`),
 * and reads every function's current definition back, failing when supabase/schemas/functions
 * is stale (`npm run gen:schema -- --check`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';
import { generateSchemaFiles, staleSchemaFiles } from './gen-schema.ts';
import { defaultTypesFile, generateDatabaseTypes } from './gen-types.ts';
import { prepareLikeHosted, pushMigrations, repoRoot } from './lib/hosted-like-database.ts';
import { clusterUrl, startCluster, stopCluster } from './lib/postgres-cluster.ts';

async function checkDeployed(databaseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const files = readdirSync(join(repoRoot, 'supabase', 'migrations'))
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.split('_')[0])
      .sort();
    const recorded = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    const versions = recorded.rows.map((row) => row.version);
    if (JSON.stringify(versions) !== JSON.stringify(files)) {
      problems.push(`migrations recorded ${versions.length}, files ${files.length}`);
    }
    const seeded = await client.query<{ admins: string; factors: string; products: string }>(
      `select (select count(*) from public.admin_users)::text as admins,
              (select count(*) from auth.mfa_factors where status = 'verified')::text as factors,
              (select count(*) from public.products where archived_at is null)::text as products`,
    );
    const row = seeded.rows[0];
    if (!row || row.admins === '0' || row.factors === '0' || row.products === '0') {
      problems.push(`the seed left ${JSON.stringify(row)}`);
    }
  } finally {
    await client.end();
  }
  return problems;
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const cluster = await startCluster();
  try {
    const url = clusterUrl(cluster);
    await prepareLikeHosted(url);
    const output = await pushMigrations(url, { seed: true });
    const applied = output.match(/Applying migration/g)?.length ?? 0;
    console.log(`supabase db push --include-seed: ${applied} migrations and the seed applied.`);
    const problems = await checkDeployed(url);
    for (const problem of problems) console.error(`deploy check: ${problem}`);

    const generated = await generateDatabaseTypes({ databaseUrl: url });
    const shown = relative(process.cwd(), defaultTypesFile);
    if (readFileSync(defaultTypesFile, 'utf8') !== generated) {
      problems.push(`${shown} is stale`);
      console.error(`${shown} is stale: run \`npm run gen:types\` and commit the result.`);
    } else {
      console.log(`${shown} matches Supabase's generator.`);
    }
    const staleSchema = staleSchemaFiles(await generateSchemaFiles(url));
    for (const stale of staleSchema) console.error(`supabase/schemas/functions: ${stale}`);
    if (staleSchema.length > 0) {
      problems.push('supabase/schemas/functions is stale');
      console.error('Run `npm run gen:schema` and commit the result.');
    } else {
      console.info('supabase/schemas/functions matches the migrations.');
    }
    console.log(
      `check:deploy ${problems.length === 0 ? 'passed' : 'failed'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`,
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    stopCluster(cluster);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
