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
          // The files share their workers' module graph instead of importing it again each: 32 s
          // instead of 59 on 2 cores, and they pass in shuffled order (--sequence.shuffle.files).
          // The DOM project stays isolated: its files share one window, and the app's modules
          // keep what an earlier file stored (a consent choice, a session).
          isolate: false,
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
          // The files share their workers' module graph instead of importing it again each: the
          // run took 205 s instead of 292 (PGlite and PostgreSQL side by side, 2 cores). They
          // mock nothing and stub no global; each file makes its own people and data through the
          // stack, and both runs pass with the files in shuffled order (--sequence.shuffle.files).
          isolate: false,
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
