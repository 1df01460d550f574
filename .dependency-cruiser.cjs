// dependency-cruiser (issue 39): the layers of docs/architecture.md, checked in `npm run check:deps`
// (part of `npm run static`). Imports go one way:
//   routes → app → features → offline → components, hooks → domain → lib → types
// and inside the domain: pricing ← cart ← catalogue, shop, consent ← auth ← customer ← orders
// ← documents. No import cycles either, counting type-only and dynamic imports (a cycle closed
// by `import()` or `import type` is still one knot to untie).

const { domainOrder, layers } = require('./scripts/lib/layers.cjs');

const upwardImportRules = layers.map((layer, index) => ({
  name: `no-upward-import-from-${layer.name.replaceAll(' ', '-')}`,
  severity: 'error',
  comment: `${layer.name} may import only the layers below it: move the shared part down, or pass it in from above.`,
  from: { path: layer.path },
  to: {
    path: ['^src/routes/', ...layers.slice(0, index).map((above) => above.path)].join('|'),
  },
}));

const domainRules = domainOrder.flatMap((rank, index) => {
  const above = domainOrder.slice(index + 1).flat();
  if (above.length === 0) return [];
  return rank.map((module) => ({
    name: `no-upward-import-from-domain-${module}`,
    severity: 'error',
    comment: `domain/${module} may import only the domain modules below it (${domainOrder
      .slice(0, index)
      .flat()
      .join(', ')}).`,
    from: { path: `^src/domain/${module}/` },
    to: { path: `^src/domain/(${above.join('|')})/` },
  }));
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module that reaches itself again through its imports: split what both sides need into a module below them.',
      from: {},
      to: { circular: true },
    },
    ...upwardImportRules,
    ...domainRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', 'routeTree\\.gen\\.ts$', 'database\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
