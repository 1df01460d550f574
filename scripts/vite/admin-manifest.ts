import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * Writes the back office's web app manifest (src/app/admin-web-manifest.ts) next to the shop's:
 * vite-plugin-pwa makes one manifest, and the admin app needs its own name, scope and start_url
 * to install as a window of its own (decision 009). In development Vite serves it from memory.
 */
export function adminManifest(path: string, manifest: Partial<ManifestOptions>): Plugin {
  const source = `${JSON.stringify(manifest, null, 2)}\n`;
  return {
    name: 'bottega:admin-manifest',
    configureServer(server) {
      server.middlewares.use(path, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: path.replace(/^\//, ''), source });
    },
  };
}
