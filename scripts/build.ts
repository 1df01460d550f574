/**
 * `npm run build`: the production build for VITE_SUPABASE_URL (default: the local stack) and
 * SITE_URL, with the public pages prerendered from that API (decision 014).
 */
import { buildApp, buildEnvFromProcess } from './lib/build-app.ts';

await buildApp(buildEnvFromProcess());
