import {
  type AuthRuntime,
  type AuthRuntimeDeps,
  createAuthRuntime,
} from '@/domain/auth/auth-runtime';
import { startOfflineSyncWhenIdle } from '@/offline/cart-sync/start-offline-sync';

/** What the provider gives the runtime; the app adds what a session starts. */
export type AppAuthRuntimeDeps = Omit<AuthRuntimeDeps, 'onSignedIn'>;

/**
 * The auth runtime as the app runs it: a known session starts the cart sync and the order
 * outbox (issue 8). Here, in the runtime's own chunk, so auth does not import the offline
 * layer above it and the first screen carries neither.
 */
export function createAppAuthRuntime(deps: AppAuthRuntimeDeps): AuthRuntime {
  return createAuthRuntime({ ...deps, onSignedIn: startOfflineSyncWhenIdle });
}
