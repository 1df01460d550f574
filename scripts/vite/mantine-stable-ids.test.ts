import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MANTINE_USE_ID_MODULE,
  mantineStableIds,
  STABLE_USE_ID_SOURCE,
} from './mantine-stable-ids';

const useIdModule = join(process.cwd(), 'node_modules/@mantine/hooks/esm/use-id/use-id.mjs');

describe('the installed Mantine, as mantineStableIds expects it', () => {
  it('exports useId(staticId) from the module the plugin replaces', () => {
    expect(MANTINE_USE_ID_MODULE.test(useIdModule)).toBe(true);
    const code = readFileSync(useIdModule, 'utf8');
    expect(code).toMatch(/function useId\$1\(staticId\)/);
    expect(code).toContain('export { useId$1 as useId }');
    // What the replacement drops: the random id set after mounting.
    expect(code).toContain('setUuid(randomId())');
    // The package's index takes useId from that module and nowhere else.
    const index = readFileSync(
      join(process.cwd(), 'node_modules/@mantine/hooks/esm/index.mjs'),
      'utf8',
    );
    expect(index).toMatch(
      /import \{ useId \} from "\.\/use-id\/use-id\.mjs"|export \{ useId \} from "\.\/use-id\/use-id\.mjs"/,
    );
  });
});

describe('mantineStableIds', () => {
  const plugin = mantineStableIds();
  const load = plugin.load as (id: string) => string | null;

  it('answers Mantine’s useId module with React’s ids, and nothing else', () => {
    expect(load(useIdModule)).toBe(STABLE_USE_ID_SOURCE);
    expect(
      load(join(process.cwd(), 'node_modules/@mantine/hooks/esm/use-hover/use-hover.mjs')),
    ).toBeNull();
  });

  it('gives a component its own id when it has one, else one derived from React’s', async () => {
    const moduleUrl = `data:text/javascript,${encodeURIComponent(
      STABLE_USE_ID_SOURCE.replace(
        "import { useId as useReactId } from 'react';",
        'const useReactId = () => "«r1:a»";',
      ),
    )}`;
    const { useId } = (await import(/* @vite-ignore */ moduleUrl)) as {
      useId: (staticId?: string) => string;
    };
    expect(useId('cerca')).toBe('cerca');
    expect(useId()).toBe('mantine-r1a');
  });

  it('is part of the build, for the browser and the server render alike', async () => {
    const config = await readFile(join(process.cwd(), 'vite.config.ts'), 'utf8');
    expect(config).toMatch(/^\s+mantineStableIds\(\),$/m);
  });
});
