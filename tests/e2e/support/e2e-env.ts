import { loopback, ports } from '../../../scripts/lib/ports.ts';

/** Where the e2e servers listen; shared by the global setup, the fixtures and scripts/e2e.ts. */
export const e2eEnv = {
  stackUrl: `http://${loopback}:${ports.e2e.stack}`,
  webUrl: `http://${loopback}:${ports.e2e.web}`,
  stackPort: ports.e2e.stack,
  webPort: ports.e2e.web,
} as const;

/** The shared e2e stack's address as the global setup published it (a port may be chosen late). */
export function runningStackUrl(): string {
  return process.env.E2E_STACK_URL ?? e2eEnv.stackUrl;
}
