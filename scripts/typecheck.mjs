// Type-checks the three TypeScript programs (app, service worker, Node tooling) one after the other.
import { spawnSync } from 'node:child_process';

const projects = ['tsconfig.app.json', 'tsconfig.sw.json', 'tsconfig.node.json'];
for (const project of projects) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
}
