/** `npm run build`: the production build for VITE_SUPABASE_URL (default: the local stack). */
import { buildApp, buildEnvFromProcess } from './lib/build-app.ts';

buildApp(buildEnvFromProcess());
