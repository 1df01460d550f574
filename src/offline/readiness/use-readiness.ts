import { useSyncExternalStore } from 'react';
import {
  type Readiness,
  readinessFor,
  subscribeToReadiness,
} from '@/offline/readiness/readiness-state';

/** The offline readiness of this device for `userId` (null: anonymous), kept current. */
export function useReadiness(userId: string | null): Readiness {
  return useSyncExternalStore(
    subscribeToReadiness,
    () => readinessFor(userId),
    () => ({ state: 'idle' }) as const,
  );
}
