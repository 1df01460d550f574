/**
 * The moment the visual suite's shop lives in: its stack, the seed the stack runs, the test
 * processes and the pages' clock all read this time when the run starts (scripts/e2e.ts hands
 * the shift to every process, playwright.config.ts moves their clocks, pages.spec.ts fixes the
 * browser's). A Monday, so the week's deliveries, the month's calendar and the seed's posts and
 * orders are the same on every day the suite runs.
 */
export const visualMoment = '2026-11-23T10:00:00+01:00';

/** The environment variable that carries the clock shift (ms) to the runner and its workers. */
export const clockShiftVariable = 'E2E_CLOCK_SHIFT_MS';
