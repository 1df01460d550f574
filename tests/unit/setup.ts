import { afterEach } from 'vitest';

// Pure-logic tests run in Node and need neither the DOM helpers nor the app's wiring: importing
// the device copies (the domain's copies and the offline layer's modules) into each of the 190
// Node test files made their run 109 s instead of 77 (two workers), and no Node test reads a
// copy (IndexedDB is a browser's). Both load only where a test has a DOM (happy-dom).
if (typeof document !== 'undefined') {
  // The same wiring as the app (src/main.tsx): the domain's reads keep and read their device
  // copies through the offline layer, and signing out drops them.
  const { connectDeviceCopies } = await import('@/app/device-copies');
  connectDeviceCopies();
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
