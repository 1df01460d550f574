import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const postgresInstalled = existsSync('/usr/lib/postgresql/15/bin/initdb');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function withPostgres(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/with-postgres.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

/** The data dir and port with-postgres announced on stderr. */
function announced(stderr: string): { dataDir: string; port: number } {
  const match =
    /PostgreSQL on postgres:\/\/postgres@127\.0\.0\.1:(\d+)\/postgres \(data in (.+)\)/.exec(
      stderr,
    );
  if (!match) throw new Error(`no announcement in: ${stderr}`);
  return { port: Number(match[1]), dataDir: match[2] ?? '' };
}

function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// Asks the throwaway server for its version, then exits with the code given as argv[1].
const probe = `
const pg = require('pg');
const client = new pg.Client(process.env.DATABASE_URL);
client.connect()
  .then(() => client.query('show server_version'))
  .then((result) => { console.log('server', result.rows[0].server_version); return client.end(); })
  .then(() => process.exit(Number(process.argv[1])));
`;

describe.skipIf(!postgresInstalled)('with-postgres', () => {
  it('runs the command against a fresh PostgreSQL 15, then removes it and passes the exit code on', async () => {
    const { done } = withPostgres(['node', '-e', probe, '7']);
    const run = await done;
    expect(run.stdout).toMatch(/^server 15\./m);
    expect(run.code).toBe(7);
    const { dataDir, port } = announced(run.stderr);
    expect(existsSync(dataDir)).toBe(false);
    expect(await portAcceptsConnections(port)).toBe(false);
  }, 60_000);

  it('passes success through as 0', async () => {
    expect((await withPostgres(['node', '-e', probe, '0']).done).code).toBe(0);
  }, 60_000);

  it('stops and removes the cluster when it is terminated', async () => {
    const { child, done } = withPostgres(['node', '-e', 'setInterval(() => {}, 1000)']);
    await new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        if (chunk.toString().includes('PostgreSQL on')) {
          child.stderr?.off('data', onData);
          resolve();
        }
      };
      child.stderr?.on('data', onData);
    });
    child.kill('SIGTERM');
    const run = await done;
    expect(run.code).toBe(143);
    const { dataDir, port } = announced(run.stderr);
    expect(existsSync(dataDir)).toBe(false);
    expect(await portAcceptsConnections(port)).toBe(false);
  }, 60_000);

  it('explains how to install PostgreSQL when the binaries are missing', async () => {
    const run = await withPostgres(['node', '-e', '0'], { POSTGRES_BIN_DIR: '/nonexistent/bin' })
      .done;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('apt-get install -y postgresql');
  }, 30_000);

  it('requires a command', async () => {
    const run = await withPostgres([]).done;
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage');
  }, 30_000);
});
