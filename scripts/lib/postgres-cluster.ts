/**
 * Throwaway PostgreSQL clusters for tests and the benchmark (the production kind of database).
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Debian's PostgreSQL binaries: POSTGRES_BIN_DIR, else the newest /usr/lib/postgresql/<major>/bin
 * (15 on Debian 12, the major hosted Supabase runs).
 */
export function findPostgresBinDir(): string | undefined {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((entry) => /^\d+$/.test(entry) && existsSync(join(root, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : undefined;
}

const binDir = findPostgresBinDir() ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** A command line, run as the `postgres` user when we are root. */
function asPostgres(binary: string, args: string[]): [string, string[]] {
  const path = join(binDir, binary);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

function runPostgresTool(binary: string, args: string[], cwd: string): void {
  const [command, commandArgs] = asPostgres(binary, args);
  // cwd: the postgres user may not be allowed into the caller's working directory.
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${binary} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface Cluster {
  workDir: string;
  dataDir: string;
  port: number;
}

export function clusterUrl(cluster: Cluster): string {
  return `postgres://postgres@127.0.0.1:${cluster.port}/postgres`;
}

/**
 * Creates and starts a throwaway cluster on a free 127.0.0.1 port (trust auth, no fsync).
 * `durable`: PostgreSQL's own durability settings instead (fsync, synchronous commit), as a
 * production server has — for a run that crashes the server and counts what survived.
 */
export async function startCluster(options: { durable?: boolean } = {}): Promise<Cluster> {
  const workDir = mkdtempSync(join(tmpdir(), 'with-postgres-'));
  const cluster = { workDir, dataDir: join(workDir, 'data'), port: await freePort() };
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(workDir, uid, gid);
  }
  runPostgresTool(
    'initdb',
    ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    workDir,
  );
  // Durability is pointless for a cluster deleted minutes later (unless it is to be crashed on
  // purpose); skipping it makes tests faster.
  const serverOptions = [
    `-p ${cluster.port}`,
    `-k ${workDir}`,
    '-c listen_addresses=127.0.0.1',
    ...(options.durable
      ? []
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  runPostgresTool(
    'pg_ctl',
    ['-D', cluster.dataDir, '-o', serverOptions, '-l', join(workDir, 'server.log'), '-w', 'start'],
    workDir,
  );
  return cluster;
}

/**
 * Restarts the server the way a crash does (`pg_ctl restart -m immediate`: no checkpoint, every
 * connection cut, WAL replayed on start), with the options it was started with.
 */
export function restartClusterImmediately(cluster: Cluster): void {
  runPostgresTool(
    'pg_ctl',
    [
      '-D',
      cluster.dataDir,
      '-m',
      'immediate',
      '-l',
      join(cluster.workDir, 'server.log'),
      '-w',
      'restart',
    ],
    cluster.workDir,
  );
}

/** The server's log (deadlocks and crashes are written there). */
export function clusterLogPath(cluster: Cluster): string {
  return join(cluster.workDir, 'server.log');
}

/** Stops the cluster by its data dir and deletes it. */
export function stopCluster(cluster: Cluster): void {
  try {
    runPostgresTool('pg_ctl', ['-D', cluster.dataDir, '-m', 'fast', '-w', 'stop'], cluster.workDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  rmSync(cluster.workDir, { recursive: true, force: true });
}
