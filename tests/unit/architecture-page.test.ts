import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// docs/architecture.md describes the tree (issue 39): a folder added, renamed or removed without
// the page changing fails here, and the domain's order on the page is the one CI enforces.

const root = new URL('../../', import.meta.url);
const page = readFileSync(new URL('docs/architecture.md', root), 'utf8');
const foldersOf = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('docs/architecture.md', () => {
  it.each(['src', 'src/domain', 'src/offline'])('names every folder of %s', (path) => {
    // The folder's own name, not the tail of another path (`src/app/`, `offline-readiness/`).
    const named = (name: string) => new RegExp(`(?<![\\w/-])${name}/`).test(page);
    const missing = foldersOf(path).filter((name) => !named(name));
    expect(missing).toEqual([]);
  });

  it('shows the domain order that dependency-cruiser enforces', () => {
    const require = createRequire(import.meta.url);
    const { domainOrder } = require('../../scripts/lib/layers.cjs') as { domainOrder: string[][] };
    const order = domainOrder.map((rank) => rank.join(', ')).join(' ← ');
    expect(page).toContain(order);
  });
});
