// ESLint flat config. Besides the usual TypeScript and React hooks rules it enforces the
// import direction of CONVENTIONS.md: routes/app → features → offline → components, hooks →
// domain → lib. dependency-cruiser checks every layer (.dependency-cruiser.cjs); these rules give
// the same answer in the editor for the most common slips.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureNames = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const upperLayers = ['@/routes', '@/routes/**', '@/app', '@/app/**', '**/routeTree.gen'];

/** Shared layers may not depend on anything above them. */
const sharedLayerRule = {
  files: ['src/lib/**', 'src/domain/**', 'src/offline/**', 'src/components/**', 'src/hooks/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...upperLayers, '@/features', '@/features/**', '**/features/**'],
            message:
              'Shared code (offline, components, hooks, domain, lib) must not import features, routes or app.',
          },
        ],
      },
    ],
  },
};

/** A feature may use shared layers and itself, never another feature, a route or the app. */
const featureRules = featureNames.map((name) => ({
  files: [`src/features/${name}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...upperLayers],
            message: 'Features must not import routes or the app layer.',
          },
          {
            group: ['@/features/*', `!@/features/${name}`, '**/features/*', `!**/features/${name}`],
            message: `Feature "${name}" must not import another feature; move shared rules to src/domain, shared UI to src/components.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dev-dist',
      'coverage',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/types/database.gen.ts',
      'supabase/functions/_shared/fatturapa/schema-files.gen.ts',
      'supabase/.local-data',
      'test-results',
      'playwright-report',
      'bench/results',
      '.scratch',
      'supabase/seed-assets',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // With verbatimModuleSyntax, `import { type A } from 'm'` still loads 'm': a type taken
      // from a lazy module would pull that module into the importer's chunk.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // CommonJS config files (dependency-cruiser, PostCSS) load each other with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='scrollAreaComponent']",
          "Property[key.name='scrollAreaComponent']",
        ].map((selector) => ({
          // The build answers Modal's and Drawer's ScrollArea import with a marker
          // (scripts/vite/modal-scroll-area-marker.ts): ScrollArea.Autosize passed here
          // would lose its data-offset-scrollbars.
          selector,
          message:
            'Modal and Drawer keep their own scrolling here: see scripts/vite/modal-scroll-area-marker.ts.',
        })),
      ],
    },
  },
  {
    // Node tooling prints to the terminal by design.
    files: ['scripts/**', 'bench/**', 'supabase/local/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  sharedLayerRule,
  ...featureRules,
);
