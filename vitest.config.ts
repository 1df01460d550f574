import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Two workers on the 2-core machines we run on: integration files mostly wait on the stack.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Pure logic runs in Node: a DOM per file cost a minute of the suite. A `.ts` test that
          // needs a browser API says so on its first line (`// @vitest-environment happy-dom`).
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit-dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts'],
          css: false,
          // Some tests start the whole app from a fresh module graph (e.g. the consent banner
          // read at start-up); on a busy 2-core machine that alone can take several seconds.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'supabase/**/*.test.ts'],
          // One local stack (in-memory PGlite, or the DATABASE_URL server) serves every test file.
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
