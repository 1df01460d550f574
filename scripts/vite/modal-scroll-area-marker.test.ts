import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKED_IMPORTERS, SCROLL_AREA_IMPORT } from './modal-scroll-area-marker';

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
