/**
 * The bench's shop as a process of its own (started by bench-shop.ts): the in-memory stack with
 * the demo data and the static server for the folder given, on the bench ports. Prints
 * `READY <web url>` once both listen; stops them on SIGTERM, or when its parent goes (stdin
 * closes).
 */
import { startStack } from '../../supabase/local/stack.ts';
import { ports } from '../../scripts/lib/ports.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: bench-shop-process.ts <dist folder>');
const stack = await startStack({ port: ports.bench.stack, memory: true });
const web = await startStaticServer({ dir, port: ports.bench.web });
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await web.stop();
  await stack.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
console.info(`READY ${web.url}`);
