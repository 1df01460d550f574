import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pause } from './clock.ts';

/**
 * The local stack as its own process (trusting the run's X-Forwarded-For, so each simulated
 * person has an address of their own) on the load run's PostgreSQL, so the run can kill it with
 * SIGKILL (no clean shutdown, requests cut mid-way) and start it again, as a crashed server is.
 */
export class StackProcess {
  private child: ChildProcess | undefined;
  private readonly log;

  constructor(
    private readonly port: number,
    private readonly databaseUrl: string,
    logPath: string,
  ) {
    this.log = createWriteStream(logPath, { flags: 'a' });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Runs the migrations and the seed on an empty database, then exits. */
  async prepare(): Promise<void> {
    const code = await new Promise<number | null>((resolve) => {
      this.spawn(['--reset', '--exit']).once('exit', resolve);
    });
    if (code !== 0) throw new Error(`lo stack non ha preparato il database (codice ${code})`);
  }

  async start(): Promise<void> {
    this.child = this.spawn([]);
    await this.healthy();
  }

  /** SIGKILL: the process ends at once, whatever it was doing. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, pause(10_000)]);
    if (child.exitCode === null) await this.kill();
  }

  private spawn(flags: string[]): ChildProcess {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'supabase/local/cli.ts',
        '--port',
        String(this.port),
        '--trust-proxy',
        ...flags,
      ],
      {
        env: { ...process.env, DATABASE_URL: this.databaseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    return child;
  }

  private async healthy(): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${this.url}/_local/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await pause(250);
    }
    throw new Error('lo stack non risponde dopo 120 s');
  }
}
