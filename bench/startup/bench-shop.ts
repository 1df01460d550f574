import { DEMO_ANON_KEY } from '../../supabase/local/keys.ts';
import { type RunningStack, startStack } from '../../supabase/local/stack.ts';
import { distDir, ensureBuilt } from '../../scripts/lib/build-app.ts';
import { loopback, ports } from '../../scripts/lib/ports.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';

/**
 * The built shop on the bench ports, as the start-up scripts open it: `dist/` built for them
 * when stale, an in-memory stack with the demo data, and the static server.
 */
export async function startBenchShop() {
  await ensureBuilt({
    supabaseUrl: `http://${loopback}:${ports.bench.stack}`,
    anonKey: DEMO_ANON_KEY,
    siteUrl: `http://${loopback}:${ports.bench.web}`,
  });
  const stack: RunningStack = await startStack({ port: ports.bench.stack, memory: true });
  const web = await startStaticServer({ dir: distDir, port: ports.bench.web });
  return {
    web,
    stop: async () => {
      await web.stop();
      await stack.stop();
    },
  };
}
