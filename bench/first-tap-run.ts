/**
 * `npm run bench:first-tap [-- --runs 3 --at 1000,3000 --only <visitor / tap>]`: a report, not a test. Builds the PWA if needed,
 * serves it and an in-memory local stack on the bench ports, and measures the first tap of
 * every kind of visitor on Lighthouse's throttled phone (bench/first-tap.ts, issue 38).
 * `npm run bench` runs the same measure among the others.
 */
import { parseArgs } from 'node:util';
import { DEMO_ANON_KEY } from '../supabase/local/keys.ts';
import { startStack } from '../supabase/local/stack.ts';
import { distDir, ensureBuilt } from '../scripts/lib/build-app.ts';
import { loopback, ports } from '../scripts/lib/ports.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { measureFirstTap } from './first-tap.ts';
import { printFirstTap } from './print-table.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    at: { type: 'string', default: '1000,3000' },
    // A regular expression on "visitor / tap", e.g. "prima visita / apri un prodotto".
    only: { type: 'string', default: '.*' },
  },
});
const stackUrl = `http://${loopback}:${ports.bench.stack}`;
await ensureBuilt({
  supabaseUrl: stackUrl,
  anonKey: DEMO_ANON_KEY,
  siteUrl: `http://${loopback}:${ports.bench.web}`,
});
const stack = await startStack({ port: ports.bench.stack, memory: true });
const web = await startStaticServer({ dir: distDir, port: ports.bench.web });
try {
  printFirstTap(
    await measureFirstTap(
      web.url,
      Number(values.runs),
      values.at.split(',').map(Number),
      new RegExp(values.only),
    ),
  );
} finally {
  await web.stop();
  await stack.stop();
}
