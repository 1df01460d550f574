// The signed-in user's devices that receive Web Push and their topics (decision 022): read,
// changed and removed through RLS, saved through save_push_subscription (one row per device).
import { queryOptions } from '@tanstack/react-query';
import { userDataKeys } from '@/domain/auth/user-data';
import { isPushTopic, type PushTopic } from '@/domain/notifications/push-topics';
import { dataOrThrow } from '@/lib/api-error';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase, type ShopSupabaseClient } from '@/lib/supabase';

export interface PushDevice {
  id: string;
  endpoint: string;
  label: string;
  topics: PushTopic[];
  createdAt: string;
  lastSentAt: string | null;
}

/** What the browser's PushSubscription.toJSON() gives, checked. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export const pushDeviceKeys = {
  devices: (userId: string) => [...userDataKeys.of(userId), 'push-devices'] as const,
  preferences: (userId: string) =>
    [...userDataKeys.of(userId), 'notification-preferences'] as const,
};

export async function fetchPushDevices(client: ShopSupabaseClient): Promise<PushDevice[]> {
  const rows = dataOrThrow(
    await client
      .from('push_subscriptions')
      .select('id, endpoint, device_label, topics, created_at, last_sent_at')
      .order('created_at', { ascending: true })
      .limit(50),
  );
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    label: row.device_label,
    topics: row.topics.filter(isPushTopic),
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at,
  }));
}

export function pushDevicesQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: pushDeviceKeys.devices(userId),
    queryFn: async () => fetchPushDevices(await getSupabase()),
  });
}

/** Saves this device's subscription with its topics; answers the row's id. */
export async function savePushSubscription(
  client: ShopSupabaseClient,
  subscription: BrowserSubscription,
  deviceLabel: string,
  topics: readonly PushTopic[],
): Promise<string> {
  return dataOrThrow(
    await client.rpc('save_push_subscription', {
      endpoint: subscription.endpoint,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      device_label: deviceLabel,
      topics: [...topics],
    }),
  );
}

export async function setDeviceTopics(
  client: ShopSupabaseClient,
  deviceId: string,
  topics: readonly PushTopic[],
): Promise<void> {
  dataOrThrow(
    await client
      .from('push_subscriptions')
      .update({ topics: [...topics] })
      .eq('id', deviceId)
      .select('id')
      .single(),
  );
}

export async function removePushDevice(
  client: ShopSupabaseClient,
  deviceId: string,
): Promise<void> {
  dataOrThrow(await client.from('push_subscriptions').delete().eq('id', deviceId).select('id'));
}

/** Removes this device's row (RLS: only when it is the caller's). */
export async function removePushDeviceByEndpoint(
  client: ShopSupabaseClient,
  endpoint: string,
): Promise<void> {
  dataOrThrow(
    await client.from('push_subscriptions').delete().eq('endpoint', endpoint).select('id'),
  );
}

/** Whether events that reach a device also come by e-mail (default: no). */
export async function fetchEmailToo(client: ShopSupabaseClient): Promise<boolean> {
  const rows = dataOrThrow(
    await client.from('notification_preferences').select('email_too').limit(1),
  );
  return rows[0]?.email_too ?? false;
}

export function emailTooQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: pushDeviceKeys.preferences(userId),
    queryFn: async () => fetchEmailToo(await getSupabase()),
  });
}

export async function setEmailToo(
  client: ShopSupabaseClient,
  userId: string,
  emailToo: boolean,
): Promise<void> {
  dataOrThrow(
    await client
      .from('notification_preferences')
      .upsert({ user_id: userId, email_too: emailToo, updated_at: new Date().toISOString() })
      .select('user_id')
      .single(),
  );
}
