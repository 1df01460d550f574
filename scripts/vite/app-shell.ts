import type { Plugin } from 'vite';

/** The single-page app's document, for every address that has no prerendered page. */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * Writes the built index.html a second time as app-shell.html (decision 014). index.html
 * becomes the prerendered home page after the build; the shell stays the document the static
 * server's SPA fallback and the worker's offline navigations answer with. Emitted inside the
 * build, so the worker's precache lists it with the right revision.
 */
export function appShell(): Plugin {
  return {
    name: 'bdb-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: index.source });
      },
    },
  };
}
