import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EAGER_DEFAULTS,
  lazyDefaultVariables,
  MANTINE_REMOVE_DEFAULT_VARIABLES_MODULE,
  mantineLazyDefaultVariables,
} from './mantine-lazy-default-variables';

const mantineModule = join(
  process.cwd(),
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);
const installedCode = readFileSync(mantineModule, 'utf8');

interface CssVariables {
  variables: Record<string, string>;
  light: Record<string, string>;
  dark: Record<string, string>;
}
type RemoveDefaultVariables = (input: CssVariables) => CssVariables;

/** The patched module, written beside nothing: its imports point at the installed Mantine. */
const patchedFolder = mkdtempSync(join(tmpdir(), 'mantine-lazy-defaults-'));
afterAll(() => rmSync(patchedFolder, { recursive: true, force: true }));

async function importPatched(): Promise<{ removeDefaultVariables: RemoveDefaultVariables }> {
  const code = lazyDefaultVariables(installedCode)
    .replace(
      /from "(\.[^"]+)"/g,
      (_, relative: string) => `from "${new URL(relative, pathToFileURL(mantineModule)).href}"`,
    )
    .replace(/\/\/# sourceMappingURL=.*$/m, '');
  const file = join(patchedFolder, 'remove-default-variables.mjs');
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    removeDefaultVariables: RemoveDefaultVariables;
  };
}

describe('mantineLazyDefaultVariables', () => {
  it('patches only Mantine’s remove-default-variables module', () => {
    const transform = mantineLazyDefaultVariables().transform as (
      code: string,
      id: string,
    ) => { code: string } | null;
    expect(MANTINE_REMOVE_DEFAULT_VARIABLES_MODULE.test(mantineModule)).toBe(true);
    expect(transform(installedCode, mantineModule)?.code).not.toContain(EAGER_DEFAULTS);
    expect(transform('export const x = 1;', join(process.cwd(), 'src/main.tsx'))).toBeNull();
  });

  it('resolves the defaults in no statement of the module’s own, only inside a call', () => {
    const patched = lazyDefaultVariables(installedCode);
    const moduleLevelCalls = patched
      .split('\n')
      .filter((line) => /^(const|let|var) /.test(line) && line.includes('Resolver(DEFAULT_THEME)'));
    expect(moduleLevelCalls).toEqual([
      'let defaultCssVariablesCache; const defaultCssVariables = () => (defaultCssVariablesCache ??= defaultCssVariablesResolver(DEFAULT_THEME));',
    ]);
    expect(patched.split('\n')).toHaveLength(installedCode.split('\n').length);
  });

  it('removes exactly the variables Mantine’s own module removes', async () => {
    const mantine = (await import(/* @vite-ignore */ pathToFileURL(mantineModule).href)) as {
      removeDefaultVariables: RemoveDefaultVariables;
    };
    const patched = await importPatched();
    const input: CssVariables = {
      // One default kept as it is (removed), one changed (kept), one Mantine does not know.
      variables: {
        '--mantine-z-index-modal': '200',
        '--mantine-font-family': 'Georgia, serif',
        '--bdb-extra': '1px',
      },
      light: { '--mantine-color-body': '#fffaf3', '--mantine-color-text': '#000' },
      dark: { '--mantine-color-body': '#242424' },
    };
    const expected = mantine.removeDefaultVariables(input);
    expect(patched.removeDefaultVariables(input)).toEqual(expected);
    expect(expected.variables).toEqual({
      '--mantine-font-family': 'Georgia, serif',
      '--bdb-extra': '1px',
    });
  });

  it('stops the build when Mantine’s module no longer reads as expected', () => {
    expect(() => lazyDefaultVariables(installedCode.replace(EAGER_DEFAULTS, ''))).toThrow(
      /changed; review the plugin/,
    );
  });
});
