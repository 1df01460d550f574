/**
 * Runs a command against a throwaway PostgreSQL 15 server (the production kind of database):
 *
 *   node --import tsx scripts/with-postgres.ts <command> [args…]
 *   e.g. node --import tsx scripts/with-postgres.ts vitest run --project integration
 *
 * It creates a cluster under the OS temp dir on a free 127.0.0.1 port, runs the command with
 * DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres (and node_modules/.bin on PATH),
 * then stops the cluster and deletes it — also when the command fails or on Ctrl+C/SIGTERM —
 * and exits with the command's exit code. PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` user. POSTGRES_BIN_DIR overrides the Debian binaries folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import {
  type Cluster,
  clusterUrl,
  findPostgresBinDir,
  clusterLogPath,
  startCluster,
  stopCluster,
} from './lib/postgres-cluster.ts';
import { deadlockReports } from './lib/postgres-log.ts';

const signalNumbers: Record<string, number> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node --import tsx scripts/with-postgres.ts <command> [args…]');
    return 2;
  }
  const binDir = findPostgresBinDir();
  if (!binDir || !existsSync(join(binDir, 'pg_ctl'))) {
    console.error(
      'PostgreSQL not found in /usr/lib/postgresql/<major>/bin. Install it with: apt-get install -y postgresql\n' +
        '(or point POSTGRES_BIN_DIR at the folder holding initdb and pg_ctl).',
    );
    return 1;
  }

  let cluster: Cluster | undefined;
  let child: ChildProcess | undefined;
  let cleanedUp = false;
  const cleanUp = () => {
    if (cleanedUp || !cluster) return;
    cleanedUp = true;
    // A deadlock a test met is told with PostgreSQL's own account of it (who waited for what,
    // in which statement): the log goes with the cluster.
    const log = existsSync(clusterLogPath(cluster))
      ? readFileSync(clusterLogPath(cluster), 'utf8')
      : '';
    for (const report of deadlockReports(log)) console.error(`[with-postgres] ${report}`);
    stopCluster(cluster);
  };
  // Ctrl+C reaches the child too (same process group); a SIGTERM aimed at us is passed on.
  // Either way the cluster goes once the child has exited.
  for (const signal of Object.keys(signalNumbers) as NodeJS.Signals[]) {
    process.on(signal, () => {
      if (child && child.exitCode === null) child.kill(signal);
      else {
        cleanUp();
        process.exit(128 + (signalNumbers[signal] ?? 1));
      }
    });
  }

  try {
    cluster = await startCluster();
    const databaseUrl = clusterUrl(cluster);
    console.error(`[with-postgres] PostgreSQL on ${databaseUrl} (data in ${cluster.dataDir})`);
    const localBin = resolve('node_modules', '.bin');
    child = spawn(command, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PATH: `${localBin}${delimiter}${process.env.PATH ?? ''}`,
      },
    });
    const running = child;
    return await new Promise<number>((resolveCode) => {
      running.once('error', (error) => {
        console.error(`[with-postgres] could not run ${command}: ${error.message}`);
        resolveCode(127);
      });
      running.once('exit', (code, signal) => {
        resolveCode(code ?? 128 + (signal ? (signalNumbers[signal] ?? 1) : 1));
      });
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
