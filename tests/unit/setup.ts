import { afterEach } from 'vitest';

// Pure-logic tests run in Node; the DOM helpers load only where a test has a DOM (happy-dom).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
