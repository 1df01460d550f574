import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { denoEnv } from '../../../scripts/lib/deno-env.ts';
import { invoiceFixture } from '../../unit/documents/invoice-fixture.ts';

/**
 * The invoices function validates its XML with xmllint-wasm (libxml2 in WebAssembly, in a
 * worker). The stack runs functions in Node; hosted Supabase runs them on Deno. Here the same
 * build-and-validate code runs on Deno with the function's own import map.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
// xmllint-wasm reads its .wasm file from its package, which Deno keeps in its npm cache.
const denoCache = process.env.DENO_DIR ?? `${process.env.HOME ?? ''}/.cache/deno`;

function runOnDeno(stdin: string): Promise<string> {
  const child = spawn(
    `${root}node_modules/.bin/deno`,
    [
      'run',
      '--quiet',
      '--no-lock',
      '--config',
      'supabase/functions/invoices/deno.json',
      `--allow-read=${root},${denoCache}`,
      '--allow-env',
      'scripts/deno/validate-invoice.ts',
    ],
    {
      cwd: root,
      env: denoEnv({
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NO_COLOR: '1',
        DENO_DIR: process.env.DENO_DIR,
      }),
    },
  );
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`deno exited (${code}):\n${output}`)),
    );
  });
}

describe('the FatturaPA check on Deno', () => {
  it('accepts a valid invoice and refuses a broken one, as in Node', async () => {
    const output = await runOnDeno(JSON.stringify(invoiceFixture()));
    const verdict = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
      valid: { valid: boolean; errors: string[] };
      broken: { valid: boolean };
    };
    expect(verdict.valid).toEqual({ valid: true, errors: [] });
    expect(verdict.broken.valid).toBe(false);
  }, 120_000);
});
