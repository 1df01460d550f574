import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type RunningStack, type StackOptions, startStack } from '../../supabase/local/stack.ts';

export interface ScratchDatabase {
  /** Connection string of the new database on the same server. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the DATABASE_URL server, so a test's private stack never touches
 * the shared one (the same cluster keeps the roles the bootstrap creates).
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `scratch_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A stack of a test file's own: in-memory PGlite, or a scratch database on the PostgreSQL
 * server when the suite runs with DATABASE_URL. For tests that change what every other file
 * relies on (the shop's settings) or need SQL of their own (`stack.ctx.db`).
 */
export async function startPrivateStack(options: StackOptions = {}): Promise<RunningStack> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return startStack({ port: 0, memory: true, ...options });
  const database = await createScratchDatabase(serverUrl);
  const stack = await startStack({ port: 0, ...options, databaseUrl: database.url });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      await database.drop();
    },
  };
}
