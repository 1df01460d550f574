/**
 * `npm run stack`: serves the Supabase-compatible local stack until Ctrl+C.
 *   --port N        listen on 127.0.0.1:N (default 54321, or STACK_PORT)
 *   --memory        in-memory PGlite (nothing persisted)
 *   --data-dir DIR  where PGlite persists (default supabase/.local-data/pglite)
 *   --reset         wipe the database, then migrate and seed again
 *   --exit          stop after migrating and seeding (used by `npm run db:reset`)
 *   --trust-proxy   trust the client's X-Forwarded-For (behind a proxy; or LOCAL_STACK_TRUST_PROXY=1)
 *   --rate-limit-header NAME
 *                   apply auth's per-IP rate limits keyed on header NAME, as hosted Supabase does
 *                   (e.g. X-Forwarded-For; or LOCAL_STACK_RATE_LIMIT_HEADER). Default: none, as
 *                   the Supabase CLI's local Auth
 * With DATABASE_URL set it uses that PostgreSQL server instead of PGlite.
 */
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { type DemoAccount, demoAccounts } from './demo-accounts.ts';
import { type RunningStack, startStack } from './stack.ts';

/**
 * How a demo admin passes the console's second factor (decision 016): the seeded TOTP key, to
 * type into an authenticator app or to scan from the terminal's QR code.
 */
function describeSecondFactor(account: DemoAccount): string[] {
  if (!account.totpSecret) return [];
  const uri = new TOTP({
    issuer: 'Bottega del Bun (demo)',
    label: account.email,
    secret: Secret.fromBase32(account.totpSecret),
  }).toString();
  let qr = '';
  QRCode.toString(uri, { type: 'terminal', small: true }, (error, text) => {
    if (!error) qr = text;
  });
  return [
    `      secondo fattore (app di autenticazione, TOTP): chiave ${account.totpSecret}`,
    `      oppure inquadra questo codice QR (${uri}):`,
    ...qr
      .trimEnd()
      .split('\n')
      .map((line) => `      ${line}`),
  ];
}

export function describeStack(stack: RunningStack): string {
  const signing = stack.ctx.keys.signingKeys;
  const lines = [
    `Stack Supabase locale pronto (${stack.databaseKind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
    `  API URL:          ${stack.url}`,
    `  Posta in uscita:  ${stack.outboxUrl}`,
    `  anon key:         ${stack.anonKey}`,
    `  service_role key: ${stack.serviceRoleKey}`,
    `  JWT secret:       ${stack.jwtSecret} (legacy HS256: firma le chiavi anon e service_role)`,
    `  Chiavi di firma:  ${signing ? `${signing.alg}, kid ${signing.kid}` : 'solo il JWT secret'} (${stack.url}/auth/v1/.well-known/jwks.json)`,
    '  Accessi demo:',
    ...demoAccounts.flatMap((account) => [
      `    ${account.label.padEnd(16)} ${account.email} / ${account.password}`,
      ...describeSecondFactor(account),
    ]),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      memory: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      exit: { type: 'boolean', default: false },
      'trust-proxy': { type: 'boolean', default: false },
      'rate-limit-header': { type: 'string' },
    },
  });
  const stack = await startStack({
    port: Number(values.port ?? process.env.STACK_PORT ?? 54321),
    memory: values.memory,
    reset: values.reset,
    ...(values['trust-proxy'] ? { trustProxy: true } : {}),
    ...(values['rate-limit-header'] ? { rateLimitHeader: values['rate-limit-header'] } : {}),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  if (stack.appliedMigrations.length > 0)
    console.log(`Migrazioni applicate: ${stack.appliedMigrations.join(', ')}`);
  if (stack.seeded) console.log('Dati demo caricati (supabase/seed.sql).');
  if (values.exit) {
    await stack.stop();
    console.log('Database pronto.');
    return;
  }
  console.log(describeStack(stack));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: arresto dello stack…`);
    // Closing PGlite flushes its files, so a stop never loses committed data.
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
