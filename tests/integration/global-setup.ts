import 'vitest';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../supabase/local/stack.ts';
import { testAuthOverrides } from '../support/test-stack-options.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
    databaseKind: 'pglite' | 'postgres';
  }
}

/**
 * One local stack for the whole integration run: in-memory PGlite by default, or the
 * PostgreSQL server in DATABASE_URL (`npm run test:integration:pg`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  const stack = await startStack({
    port: 0,
    memory: true,
    // Auth tests give each simulated person an address through X-Forwarded-For.
    trustProxy: true,
    ...(databaseUrl ? { databaseUrl, reset: true } : {}),
    auth: testAuthOverrides,
  });
  project.provide('stackUrl', stack.url);
  project.provide('anonKey', stack.anonKey);
  project.provide('serviceRoleKey', stack.serviceRoleKey);
  project.provide('jwtSecret', stack.jwtSecret);
  project.provide('databaseKind', stack.databaseKind);
  return () => stack.stop();
}
