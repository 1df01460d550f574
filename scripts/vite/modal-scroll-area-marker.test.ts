import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MARKED_IMPORTERS,
  modalScrollAreaMarker,
  SCROLL_AREA_IMPORT,
} from './modal-scroll-area-marker';

// What the build resolves: the package's ES modules in this checkout's node_modules.
const mantineEsm = join(process.cwd(), 'node_modules', '@mantine', 'core', 'esm');
const markedFiles = ['components/Modal/ModalRoot.mjs', 'components/Drawer/DrawerRoot.mjs'];

describe('the installed Mantine, as modalScrollAreaMarker expects it', () => {
  it.each(markedFiles)('%s uses ScrollArea only to compare with ScrollArea.Autosize', (file) => {
    const path = join(mantineEsm, file);
    expect(MARKED_IMPORTERS.test(path)).toBe(true);
    const importLine = `import { ScrollArea } from "${SCROLL_AREA_IMPORT}";`;
    const code = readFileSync(path, 'utf8');
    expect(code).toContain(importLine);
    // Its one other mention is `scrollAreaComponent === ScrollArea.Autosize`: nothing renders it.
    const rest = code.replace(importLine, '');
    expect(rest.match(/\bScrollArea\b/g)).toHaveLength(1);
    expect(rest).toContain('"data-offset-scrollbars": scrollAreaComponent === ScrollArea.Autosize');
  });
});

describe('modalScrollAreaMarker', () => {
  const plugin = modalScrollAreaMarker();
  const resolve = (source: string, importer: string) =>
    (plugin.resolveId as (source: string, importer?: string) => string | null)(source, importer);

  it.each(markedFiles)('answers the ScrollArea import of %s with the marker', (file) => {
    const marker = resolve(SCROLL_AREA_IMPORT, join(mantineEsm, file));
    expect(marker).toEqual(expect.any(String));
    const code = (plugin.load as (id: string) => string | null)(marker!);
    expect(code).toMatch(/export const ScrollArea = \{ Autosize:/);
  });

  it('leaves every other importer with the real ScrollArea', () => {
    const table = join(mantineEsm, 'components/Table/TableScrollContainer.mjs');
    expect(resolve(SCROLL_AREA_IMPORT, table)).toBeNull();
    expect(
      resolve('./ScrollArea.mjs', join(mantineEsm, 'components/Modal/ModalRoot.mjs')),
    ).toBeNull();
  });

  it('is part of the build', async () => {
    const config = await readFile(join(process.cwd(), 'vite.config.ts'), 'utf8');
    expect(config).toMatch(/^\s+modalScrollAreaMarker\(\),$/m);
  });
});
