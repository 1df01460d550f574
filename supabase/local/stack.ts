import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { createAuthService } from './auth/auth-service.ts';
import { type AuthSettings, loadProjectConfig, type ProjectConfig } from './config.ts';
import { applyBootstrap, applyMigrations, applySeedOnce, dropEverything } from './db/migrate.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { isPgliteDatabase, openPgliteDatabase } from './db/pglite-database.ts';
import {
  loadTemplate,
  saveTemplate,
  templateCacheEnabled,
  templateKey,
} from './db/pglite-template-cache.ts';
import { openPostgresDatabase } from './db/postgres-database.ts';
import type { Database } from './db/types.ts';
import { createFunctionsService } from './functions/functions-service.ts';
import { assertPortFree } from './http/port-check.ts';
import type { StackContext } from './http/types.ts';
import { demoKeys, type StackKeys } from './keys.ts';
import {
  ensureSigningKeysFile,
  loadSigningKeys,
  type SigningAlgorithm,
} from './http/signing-keys.ts';
import {
  createScheduledJobs,
  type ScheduledJobs,
  storeJobSecrets,
} from './scheduler/scheduled-jobs.ts';
import { createLocalToolsService } from './tools/local-tools-service.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { localFunctionEnv } from './payments/local-function-env.ts';
import { installRealtimeCapture } from './realtime/change-feed.ts';
import { createRealtimeService } from './realtime/realtime-service.ts';
import { createRestService } from './rest/rest-service.ts';
import { uploadSeedAssets } from './seed-assets.ts';
import { createStackServer } from './server.ts';
import { createStorageService } from './storage/storage-service.ts';

export const defaultSupabaseDir = fileURLToPath(new URL('..', import.meta.url));

export interface StackOptions {
  /** TCP port on 127.0.0.1; 0 picks a free one. Default 54321 (the Supabase CLI's). */
  port?: number;
  host?: string;
  /** In-memory PGlite (tests). Ignored when `databaseUrl` is set. */
  memory?: boolean;
  /** Where persisted PGlite keeps its files. Default `supabase/.local-data/pglite`. */
  dataDir?: string;
  /** A real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Wipe the database first (db:reset). */
  reset?: boolean;
  /** Run seed.sql on a fresh database. Default true. */
  seed?: boolean;
  /** The `supabase/` folder. Default: the one beside this file. */
  supabaseDir?: string;
  /** Auth settings that override config.toml (tests use a short jwt expiry, higher limits …). */
  auth?: Partial<AuthSettings>;
  /**
   * In-memory PGlite only: start from (and save) a dumped template of the migrated, seeded
   * database. Default on unless LOCAL_STACK_TEMPLATE_CACHE=0.
   */
  templateCache?: boolean;
  /** Extra environment for edge functions. */
  functionEnv?: Record<string, string>;
  /**
   * Trust the client's `X-Forwarded-For` (the stack sits behind a proxy, or a test gives each
   * simulated person an address of its own). Default: LOCAL_STACK_TRUST_PROXY=1, else off.
   */
  trustProxy?: boolean;
  /**
   * The request header that carries the client address for auth's per-IP rate limits, as
   * GoTrue's `GOTRUE_RATE_LIMIT_HEADER` (hosted Supabase: its gateway's header; the stack's own
   * front sets `X-Forwarded-For`). Unset, GoTrue applies no per-IP limit, and neither does the
   * Supabase CLI's local Auth, which leaves it unset: the default here too, unless
   * LOCAL_STACK_RATE_LIMIT_HEADER names one. The project-wide e-mail limit applies either way.
   */
  rateLimitHeader?: string;
  /**
   * Run the pg_cron stand-in's due jobs once a minute (scheduler/). Default: on, except for an
   * in-memory database (tests), where a test runs them with `scheduledJobs.runDue(at)`.
   */
  runScheduledJobs?: boolean;
  /**
   * The algorithm of the signing key created when config.toml's `signing_keys_path` names a
   * file that does not exist yet. Default ES256 (hosted Auth's default), RS256 accepted.
   */
  signingAlgorithm?: SigningAlgorithm;
  /** Another signing keys file than config.toml's (tests of RS256 and of key rotation). */
  signingKeysPath?: string;
}

/** The demo API keys plus the project's asymmetric signing keys, when config.toml names them. */
async function stackKeys(
  config: ProjectConfig,
  alg: SigningAlgorithm,
  pathOverride: string | undefined,
): Promise<StackKeys> {
  const path = pathOverride ?? config.auth.signingKeysPath;
  if (!path) return demoKeys;
  await ensureSigningKeysFile(path, alg);
  return { ...demoKeys, signingKeys: await loadSigningKeys(path) };
}

export interface RunningStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  outboxUrl: string;
  databaseKind: Database['kind'];
  /** Migration versions applied by this start (empty when the database was up to date). */
  appliedMigrations: string[];
  /** Whether this start applied seed.sql (or restored a template taken right after it did). */
  seeded: boolean;
  /** True when an in-memory database started from a cached template (already migrated and seeded). */
  fromTemplate: boolean;
  ctx: StackContext;
  /** The pg_cron / pg_net stand-in: runDue(at) runs the jobs due at `at` (tests move the clock). */
  scheduledJobs: ScheduledJobs;
  stop(): Promise<void>;
}

interface OpenedDatabase {
  db: Database;
  /** Releases what opening took besides the connection (the data-dir lock). */
  release(): void;
}

async function openDatabase(options: StackOptions, supabaseDir: string): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = await openPostgresDatabase(options.databaseUrl);
    if (options.reset) await dropEverything(db);
    return { db, release: () => undefined };
  }
  if (options.memory) return { db: await openPgliteDatabase(undefined), release: () => undefined };
  const dataDir = options.dataDir ?? join(supabaseDir, '.local-data', 'pglite');
  mkdirSync(dirname(dataDir), { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    if (options.reset) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return { db: await openPgliteDatabase(dataDir), release };
  } catch (error) {
    release();
    throw error;
  }
}

function withOverrides(
  config: ProjectConfig,
  auth: Partial<AuthSettings> | undefined,
): ProjectConfig {
  if (!auth) return config;
  return {
    ...config,
    auth: {
      ...config.auth,
      ...auth,
      rateLimits: { ...config.auth.rateLimits, ...auth.rateLimits },
    },
  };
}

/** Boots the database (bootstrap, migrations, seed) and serves the Supabase-compatible API. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const supabaseDir = options.supabaseDir ?? defaultSupabaseDir;
  const config = withOverrides(loadProjectConfig(join(supabaseDir, 'config.toml')), options.auth);
  const seedEnabled = options.seed !== false;
  const cacheKey =
    options.memory && !options.databaseUrl && (options.templateCache ?? templateCacheEnabled())
      ? templateKey(supabaseDir, seedEnabled)
      : undefined;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 54321;
  await assertPortFree(host, port, 'stack Supabase locale');
  const template = cacheKey ? loadTemplate(cacheKey) : undefined;
  const { db, release } = template
    ? { db: await openPgliteDatabase(undefined, template), release: () => undefined }
    : await openDatabase(options, supabaseDir);

  const ctx: StackContext = {
    db,
    config,
    keys: await stackKeys(config, options.signingAlgorithm ?? 'ES256', options.signingKeysPath),
    apiUrl: '',
    mail: createMailOutbox(db),
    paths: { supabaseDir, functionsDir: join(supabaseDir, 'functions') },
    functionEnv: options.functionEnv ?? {},
    trustProxy: options.trustProxy ?? process.env.LOCAL_STACK_TRUST_PROXY === '1',
    rateLimitHeader:
      (options.rateLimitHeader ?? process.env.LOCAL_STACK_RATE_LIMIT_HEADER) || undefined,
    functionHosts: new Map(),
  };
  let appliedMigrations: string[] = [];
  // A template was dumped right after seeding, so restoring one means the seed is in place.
  let seeded = template !== undefined && seedEnabled;
  let server: Server;
  const realtime = createRealtimeService();
  try {
    if (!template) {
      await applyBootstrap(db);
      appliedMigrations = await applyMigrations(db, join(supabaseDir, 'migrations'));
      seeded = seedEnabled && (await applySeedOnce(db, join(supabaseDir, 'seed.sql')));
      // Seed rows reference seed-assets/<bucket>/… files; store them with the seed, only once.
      if (seeded) await uploadSeedAssets(ctx);
      if (cacheKey && isPgliteDatabase(db)) await saveTemplate(cacheKey, await db.dumpDataDir());
    }
    // Realtime's change triggers on the tables of publication supabase_realtime (new ones too).
    await installRealtimeCapture(db);
    server = createStackServer(
      [
        createAuthService(),
        createRestService(),
        createStorageService({ maxUploadBytes: config.storageFileSizeLimitBytes }),
        createFunctionsService(),
        realtime,
        createLocalToolsService(),
      ],
      ctx,
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    // A failed start leaves nothing behind: no open database, no lock.
    await db.close().catch(() => undefined);
    release();
    throw error;
  }
  ctx.apiUrl = `http://${host}:${(server.address() as AddressInfo).port}`;
  // Local stand-ins for the functions' production secrets (test payments, mail API); they need
  // the address just bound, and the caller's functionEnv overrides them.
  ctx.functionEnv = {
    ...localFunctionEnv({
      apiUrl: ctx.apiUrl,
      siteUrl: config.auth.siteUrl,
      serviceRoleKey: ctx.keys.serviceRoleKey,
    }),
    ...options.functionEnv,
  };

  await storeJobSecrets(ctx);
  const scheduledJobs = createScheduledJobs(ctx, {
    autoRun: options.runScheduledJobs ?? !options.memory,
  });

  let stopped = false;
  return {
    url: ctx.apiUrl,
    anonKey: demoKeys.anonKey,
    serviceRoleKey: demoKeys.serviceRoleKey,
    jwtSecret: demoKeys.jwtSecret,
    outboxUrl: `${ctx.apiUrl}/_local/outbox`,
    databaseKind: db.kind,
    appliedMigrations,
    seeded,
    fromTemplate: template !== undefined,
    ctx,
    scheduledJobs,
    async stop() {
      if (stopped) return;
      stopped = true;
      scheduledJobs.stop();
      // Upgraded sockets are no longer the HTTP server's: realtime closes its own.
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      release();
    },
  };
}
