import { afterEach } from 'vitest';
import { connectDeviceCopies } from '@/app/device-copies';

// The same wiring as the app (src/main.tsx): the domain's reads keep and read their device
// copies through the offline layer, and signing out drops them.
connectDeviceCopies();

// Pure-logic tests run in Node; the DOM helpers load only where a test has a DOM (happy-dom).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
