import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files must never be opened by two processes at once (a second `npm start` would
 * write into the first one's database). A `<dataDir>.lock` file holds the owner's PID; a lock
 * left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (existsSync(lockPath)) {
    const owner = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `Il database locale (${dataDir}) è già in uso dal processo ${owner}: ` +
          "c'è già uno stack avviato (npm start / npm run stack)? Fermalo prima con Ctrl+C.",
      );
    }
  }
  writeFileSync(lockPath, String(process.pid));
  return () => {
    if (existsSync(lockPath) && readFileSync(lockPath, 'utf8').trim() === String(process.pid)) {
      rmSync(lockPath, { force: true });
    }
  };
}
