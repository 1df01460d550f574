import { useEffect } from 'react';
import { storagePressureMessage } from '@/offline/pwa/storage-pressure-message';
import { useOfflineReadiness } from '@/app/offline-readiness/use-offline-readiness';
import { useOrdersFollowOutbox } from '@/offline/pwa/use-orders-follow-outbox';
import { toastError } from '@/domain/auth/auth-toasts';
import { STORAGE_PRESSURE_EVENT, type StoragePressureDetail } from '@/lib/quota-errors';

/** Tells the buyer when the device ran out of space and what gave way (issue 20). */
function useStoragePressureNotice(): void {
  useEffect(() => {
    const onPressure = (event: Event) => {
      const message = storagePressureMessage((event as CustomEvent<StoragePressureDetail>).detail);
      if (message) toastError(message);
    };
    window.addEventListener(STORAGE_PRESSURE_EVENT, onPressure);
    return () => window.removeEventListener(STORAGE_PRESSURE_EVENT, onPressure);
  }, []);
}

/**
 * Keeps the device ready for offline use and the order list in step with the offline outbox,
 * and says when space runs out (issue 20); renders nothing.
 */
export function OfflineReadinessKeeper() {
  useOfflineReadiness();
  useOrdersFollowOutbox();
  useStoragePressureNotice();
  return null;
}
