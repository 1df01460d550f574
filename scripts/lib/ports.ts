/**
 * Fixed, configurable ports per use so a running `npm start` never collides with the tests or
 * the benchmark (each can be moved with its environment variable).
 */
export const ports = {
  start: {
    stack: Number(process.env.STACK_PORT ?? 54321),
    web: Number(process.env.WEB_PORT ?? 4173),
  },
  e2e: {
    stack: Number(process.env.E2E_STACK_PORT ?? 54331),
    web: Number(process.env.E2E_WEB_PORT ?? 4331),
  },
  bench: {
    stack: Number(process.env.BENCH_STACK_PORT ?? 54341),
    web: Number(process.env.BENCH_WEB_PORT ?? 4341),
  },
} as const;

export const loopback = '127.0.0.1';
