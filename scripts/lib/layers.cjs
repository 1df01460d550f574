// The layers of src/ and the domain's order (docs/architecture.md, decision 021): read by
// .dependency-cruiser.cjs, which turns them into rules, and by tests/unit/architecture-page.test.ts,
// which checks that the page shows them.

/** The domain's modules from the bottom up: each may import only those listed before it. */
const domainOrder = [
  ['pricing'],
  ['cart'],
  ['catalogue', 'shop', 'consent'],
  ['auth'],
  ['customer', 'notifications'],
  ['orders'],
  ['documents'],
];

/** Layers from the top down: each may import only those below it (and itself). */
const layers = [
  { name: 'app', path: '^src/app/' },
  { name: 'features', path: '^src/features/' },
  { name: 'offline', path: '^src/offline/' },
  { name: 'components and hooks', path: '^src/(components|hooks)/' },
  { name: 'domain', path: '^src/domain/' },
  { name: 'lib', path: '^src/lib/' },
];

module.exports = { domainOrder, layers };
