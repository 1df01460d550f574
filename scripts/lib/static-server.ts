import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

/** How long browsers may keep a file: hashed assets forever, the shell and the worker never. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // The file listings name the current build's files: a stale copy would cache old ones.
  if (
    urlPath === '/sw.js' ||
    urlPath === '/admin-files.json' ||
    urlPath === '/shop-later-files.json' ||
    urlPath === '/account-files.json' ||
    urlPath === '/route-files.json' ||
    urlPath.endsWith('.html') ||
    urlPath.endsWith('.webmanifest')
  )
    return 'no-cache';
  return 'public, max-age=3600';
}

export interface StaticServer {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

/**
 * Serves a Vite build the way a static host would: compressed responses, long-lived hashed
 * assets, a folder's prerendered `index.html` for its address (`/products/x` →
 * products/x/index.html, decision 014), `app-shell.html` (or, in an older build, index.html)
 * for every other path without an extension (SPA fallback, so private pages and deep links
 * work), 404 for missing files.
 */
export async function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
}): Promise<StaticServer> {
  const root = resolve(options.dir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath))
    throw new Error(`${indexPath} is missing: build the app first (npm run build)`);
  const shellPath = existsSync(join(root, 'app-shell.html'))
    ? join(root, 'app-shell.html')
    : indexPath;
  const compressedCache = new Map<string, { br: Buffer; gzip: Buffer }>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://static.local');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let filePath = normalize(join(root, urlPath));
    if (filePath !== root && !filePath.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    const isFile = existsSync(filePath) && statSync(filePath).isFile();
    const pagePath = join(filePath, 'index.html');
    if (!isFile && extname(urlPath) === '' && existsSync(pagePath)) {
      filePath = pagePath;
      urlPath = `${urlPath.replace(/\/$/, '')}/index.html`;
    } else if (!isFile) {
      if (extname(urlPath) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      filePath = shellPath;
      urlPath = '/app-shell.html';
    }
    const extension = extname(filePath);
    const headers: Record<string, string> = {
      'content-type': contentTypes[extension] ?? 'application/octet-stream',
      'cache-control': cacheControlFor(urlPath),
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    };
    if (urlPath === '/sw.js') headers['service-worker-allowed'] = '/';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (compressible.has(extension)) {
      // Keyed by modification time too: a deploy that replaces a file is served at once.
      const cacheKey = `${filePath}@${statSync(filePath).mtimeMs}`;
      let cached = compressedCache.get(cacheKey);
      if (!cached) {
        const raw = readFileSync(filePath);
        cached = {
          br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
          gzip: gzipSync(raw, { level: 9 }),
        };
        compressedCache.set(cacheKey, cached);
      }
      const encoding = /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined;
      if (encoding) {
        const body = cached[encoding];
        res.writeHead(200, {
          ...headers,
          'content-encoding': encoding,
          'content-length': String(body.length),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    res.writeHead(200, { ...headers, 'content-length': String(statSync(filePath).size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(filePath).pipe(res);
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolvePromise());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
    },
  };
}
