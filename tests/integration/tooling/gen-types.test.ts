import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTypesFile, generateDatabaseTypes } from '../../../scripts/gen-types.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const fixtureDir = fileURLToPath(new URL('./gen-types-fixture', import.meta.url));
// Inside the repository, so the type-check resolves @supabase/supabase-js from node_modules.
const workDir = join(repoRoot, 'node_modules', '.tmp', `gen-types-${randomUUID().slice(0, 8)}`);
const generatedFile = join(workDir, 'database.gen.ts');

const runGenTypes = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-types.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
const squash = (text: string) => text.replace(/\s+/g, ' ');

let generated: string;

beforeAll(async () => {
  mkdirSync(workDir, { recursive: true });
  generated = await generateDatabaseTypes({ supabaseDir: fixtureDir, outFile: generatedFile });
  writeFileSync(generatedFile, generated);
}, 60_000);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('gen-types', () => {
  it('renders tables with Row, Insert and Update as `supabase gen types` does', () => {
    const text = squash(generated);
    expect(text).toContain("__InternalSupabase: { PostgrestVersion: '12'; };");
    expect(text).toContain(
      squash(`shops: {
        Row: { id: number; name: string; opened_on: string | null; tags: string[]; };
        Insert: { id?: never; name: string; opened_on?: string | null; tags?: string[]; };
        Update: { id?: never; name?: string; opened_on?: string | null; tags?: string[]; };
        Relationships: [];
      };`),
    );
    // Enum, enum array, domain (as its base type), default and identity-by-default columns.
    expect(text).toContain("kind?: Database['public']['Enums']['bun_kind'];");
    expect(text).toContain("kinds: Database['public']['Enums']['bun_kind'][] | null;");
    expect(text).toContain('stock: number; }; Insert:');
    expect(text).toContain('serial?: number;');
  });

  it('renders foreign keys as relationships, detecting one-to-one', () => {
    const text = squash(generated);
    expect(text).toContain(
      squash(`{ foreignKeyName: 'bakers_shop_id_fkey'; columns: ['shop_id']; isOneToOne: false;
        referencedRelation: 'shops'; referencedColumns: ['id']; }`),
    );
    expect(text).toContain(
      "foreignKeyName: 'baker_settings_baker_id_fkey'; columns: ['baker_id']; isOneToOne: true;",
    );
  });

  it('renders views, with Insert/Update only for updatable ones', () => {
    const text = squash(generated);
    expect(text).toContain(
      'baker_names: { Row: { id: string | null; name: string | null; }; Insert: { id?: string | null; name?: string | null; };',
    );
    expect(text).toContain(
      'shop_sizes: { Row: { bakers: number | null; name: string | null; }; Relationships: []; };',
    );
  });

  it('renders functions: arguments with defaults, overloads, set and table returns, no trigger functions', () => {
    const text = squash(generated);
    expect(text).toContain(
      "price_of: { Args: { kind: Database['public']['Enums']['bun_kind']; quantity?: number }; Returns: number; };",
    );
    expect(text).toContain('ping: { Args: never; Returns: undefined; };');
    expect(text).toContain(
      "SetofOptions: { from: '*'; to: 'bakers'; isOneToOne: false; isSetofReturn: true; };",
    );
    expect(text).toContain(
      "stats: { Args: never; Returns: { kind: Database['public']['Enums']['bun_kind']; total: number; }[]; };",
    );
    expect(text).toContain(
      'search: | { Args: { term: string }; Returns: string[]; } | { Args: { term: string; max_results: number }; Returns: string[]; };',
    );
    expect(text).toContain("Returns: Database['public']['CompositeTypes']['price_range'];");
    expect(text).not.toContain('touch');
  });

  it('renders enums, composite types, the helpers and Constants', () => {
    const text = squash(generated);
    expect(text).toContain("Enums: { bun_kind: 'classic' | 'potato' | 'brioche'; };");
    expect(text).toContain(
      'CompositeTypes: { price_range: { low: number | null; high: number | null; }; };',
    );
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(text).toContain(`export type ${helper}<`);
    }
    expect(text).toContain(
      "export const Constants = { public: { Enums: { bun_kind: ['classic', 'potato', 'brioche'], }, }, } as const;",
    );
  });

  it('type-checks and types supabase-js queries precisely', () => {
    writeFileSync(
      join(workDir, 'usage.ts'),
      `import { createClient } from '@supabase/supabase-js';
import { Constants, type Database, type Enums, type Tables, type TablesInsert } from './database.gen.ts';

const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key');

export async function typedQueries(): Promise<void> {
  const { data: bakers } = await client.from('bakers').select('id, name, kind, shops(name)');
  const name: string | undefined = bakers?.[0]?.name;
  const kind: Enums<'bun_kind'> | undefined = bakers?.[0]?.kind;
  const shopName: string | undefined = bakers?.[0]?.shops?.name;
  const { data: withSettings } = await client.from('bakers').select('baker_settings(settings)').single();
  const settings: unknown = withSettings?.baker_settings?.settings;
  const insert: TablesInsert<'bakers'> = { name: 'Bun', stock: 3 };
  await client.from('bakers').insert(insert);
  // @ts-expect-error identity ALWAYS columns cannot be written
  const badShop: TablesInsert<'shops'> = { id: 1, name: 'x' };
  // @ts-expect-error unknown enum value
  const badKind: Enums<'bun_kind'> = 'sourdough';
  const { data: price } = await client.rpc('price_of', { kind: 'potato' });
  const priceNumber: number | null = price;
  await client.rpc('ping');
  const { data: stats } = await client.rpc('stats');
  const total: number | undefined = stats?.[0]?.total;
  const view: Tables<'baker_names'> = { id: null, name: null };
  const kinds: readonly string[] = Constants.public.Enums.bun_kind;
  console.info(name, kind, shopName, settings, badShop, badKind, priceNumber, total, view, kinds);
}
`,
    );
    writeFileSync(
      join(workDir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(repoRoot, 'tsconfig.base.json'),
        compilerOptions: { lib: ['ES2023', 'DOM'], types: [], noEmit: true },
        files: ['usage.ts'],
      }),
    );
    const result = spawnSync(
      process.execPath,
      [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', workDir],
      {
        encoding: 'utf8',
      },
    );
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('--check exits 0 for a fresh file and 1 for a stale one', () => {
    const fixtureArgs = ['--check', '--supabase-dir', fixtureDir, '--out', generatedFile];
    const fresh = runGenTypes(fixtureArgs);
    expect(fresh.stdout).toContain('is up to date');
    expect(fresh.status).toBe(0);

    writeFileSync(generatedFile, `${generated}\n// hand edit\n`);
    const stale = runGenTypes(fixtureArgs);
    expect(stale.stderr).toContain('is stale');
    expect(stale.status).toBe(1);
  }, 60_000);

  it('keeps the committed src/lib/database.gen.ts in step with supabase/migrations', async () => {
    // Fails when a migration changed without `npm run gen:types`.
    const fresh = await generateDatabaseTypes();
    expect(readFileSync(defaultTypesFile, 'utf8')).toBe(fresh);
  }, 60_000);
});
