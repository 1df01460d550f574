import { removePushDeviceByEndpoint } from '@/domain/notifications/push-devices';
import { getSupabase } from '@/lib/supabase';
import { currentPushEndpoint, unsubscribeThisDevice } from '@/offline/push/browser-push';

/**
 * Before this device signs out: its push subscription ends, at the server (while the session
 * still allows it) and at the browser's push service, so nobody else using the device sees
 * the previous person's notifications (decision 022). Best effort: offline the server row
 * stays until the push service answers 410 for the ended subscription.
 */
export async function forgetThisDevice(): Promise<void> {
  const endpoint = await currentPushEndpoint();
  if (!endpoint) return;
  await removePushDeviceByEndpoint(await getSupabase(), endpoint).catch(() => undefined);
  await unsubscribeThisDevice();
}
