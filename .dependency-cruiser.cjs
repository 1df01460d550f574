// dependency-cruiser (issue 39): no import cycles in the app, the service worker or the local
// stack, counting type-only and dynamic imports (a cycle closed by `import()` or `import type`
// is still one knot to untie). `npm run check:deps` runs it in `npm run static`.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', 'routeTree\\.gen\\.ts$', 'database\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
