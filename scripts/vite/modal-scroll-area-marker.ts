import type { Plugin } from 'vite';

/**
 * Mantine's Modal and Drawer import ScrollArea for one comparison only: whether the
 * `scrollAreaComponent` prop is `ScrollArea.Autosize` (then they set `data-offset-scrollbars`).
 * That import drags ScrollArea and, through it, the whole of Floating UI (≈ 42 KB) into the
 * precache of every customer's device, though the shop never renders either (decision 009,
 * issue 27). This plugin answers those two imports with a marker instead: the comparison stays
 * false, as it is for every modal and drawer of ours (the lint forbids `scrollAreaComponent`,
 * whose ScrollArea.Autosize would lose its `data-offset-scrollbars`),
 * and the real ScrollArea stays with the pages that use it (the back office's tables).
 *
 * `modal-scroll-area-marker.test.ts` reads the installed Mantine: if an upgrade uses ScrollArea
 * for more than that comparison, the test fails before a user could see it.
 */
export const MARKED_IMPORTERS =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Modal[\\/]ModalRoot|Drawer[\\/]DrawerRoot)\.mjs$/;
export const SCROLL_AREA_IMPORT = '../ScrollArea/ScrollArea.mjs';
const MARKER_ID = '\0bottega:scroll-area-marker';

export function modalScrollAreaMarker(): Plugin {
  return {
    name: 'bottega:modal-scroll-area-marker',
    // The build's concern (the precache); dev pre-bundles Mantine as it comes.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === SCROLL_AREA_IMPORT && importer && MARKED_IMPORTERS.test(importer)) {
        return MARKER_ID;
      }
      return null;
    },
    load(id) {
      if (id !== MARKER_ID) return null;
      // A component no one renders: only its identity is compared.
      return 'export const ScrollArea = { Autosize: function ScrollAreaAutosizeMarker() { return null; } };\n';
    },
  };
}
