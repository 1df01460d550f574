/** `npm run preview`: serves the existing dist/ like a static host (compression, SPA fallback). */
import { distDir } from './lib/build-app.ts';
import { ports } from './lib/ports.ts';
import { startStaticServer } from './lib/static-server.ts';

const web = await startStaticServer({ dir: distDir, port: ports.start.web });
console.info(`dist/ servita su ${web.url}`);
process.on('SIGINT', () => void web.stop().then(() => process.exit(0)));
process.on('SIGTERM', () => void web.stop().then(() => process.exit(0)));
