import type { FullConfig } from '@playwright/test';
import { distDir, isBuiltFor } from '../../../scripts/lib/build-app.ts';
import { startStaticServer } from '../../../scripts/lib/static-server.ts';
import { startStack } from '../../../supabase/local/stack.ts';
import { TEST_PASSWORD_HASH_COST } from '../../support/test-stack-options.ts';
import { e2eEnv } from './e2e-env.ts';

/**
 * Starts the in-memory local stack (migrations + seed) and serves the built PWA, both on
 * 127.0.0.1 ports of their own; stops both when the run ends.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const stack = await startStack({
    port: e2eEnv.stackPort,
    memory: true,
    // Each browser context sends its own X-Forwarded-For (fixtures.ts) so per-IP limits stay
    // per test person: the stack must trust it, as it would behind a proxy, and count it, as
    // hosted Supabase's Auth counts its gateway's header.
    trustProxy: true,
    rateLimitHeader: 'X-Forwarded-For',
    auth: {
      siteUrl: e2eEnv.webUrl,
      additionalRedirectUrls: [`${e2eEnv.webUrl}/**`],
      // Many tests register users: lift the project-wide hourly mail cap. Per-IP limits stay
      // real; every browser context sends its own loopback X-Forwarded-For (see fixtures.ts).
      rateLimits: {
        emailSentPerHour: 100_000,
        signInSignUpsPer5Min: 30,
        tokenRefreshPer5Min: 150,
        tokenVerificationsPer5Min: 30,
      },
      emailMaxFrequencySeconds: 0,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
    },
  });
  if (!isBuiltFor({ supabaseUrl: stack.url, anonKey: stack.anonKey })) {
    console.warn(
      `dist/ was not built for ${stack.url}: run the e2e suite with "npm run test:e2e".`,
    );
  }
  const web = await startStaticServer({ dir: distDir, port: e2eEnv.webPort });
  process.env.E2E_STACK_URL = stack.url;
  process.env.E2E_ANON_KEY = stack.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  return async () => {
    await web.stop();
    await stack.stop();
  };
}
