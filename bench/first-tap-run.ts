/**
 * `npm run bench:first-tap [-- --runs 3 --at 1000,3000 --only <visitor / tap>]`: a report, not a test. Builds the PWA if needed,
 * serves it and an in-memory local stack on the bench ports (in a process of their own at the
 * lowest priority: bench/startup/bench-shop.ts), and measures the first tap of every kind of
 * visitor on Lighthouse's throttled phone (bench/first-tap.ts, issue 38).
 * `npm run bench` runs the same measure among the others.
 */
import { parseArgs } from 'node:util';
import { measureFirstTap } from './first-tap.ts';
import { printFirstTap } from './print-table.ts';
import { startBenchShop } from './startup/bench-shop.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    at: { type: 'string', default: '1000,3000' },
    // A regular expression on "visitor / tap", e.g. "prima visita / apri un prodotto".
    only: { type: 'string', default: '.*' },
  },
});
const shop = await startBenchShop();
try {
  printFirstTap(
    await measureFirstTap(
      shop.web.url,
      Number(values.runs),
      values.at.split(',').map(Number),
      new RegExp(values.only),
    ),
  );
} finally {
  await shop.stop();
}
