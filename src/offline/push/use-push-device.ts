import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  type PushDevice,
  pushDeviceKeys,
  pushDevicesQueryOptions,
  removePushDevice,
  savePushSubscription,
  setDeviceTopics,
} from '@/domain/notifications/push-devices';
import type { PushTopic } from '@/domain/notifications/push-topics';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { getSupabase } from '@/lib/supabase';
import {
  currentPushEndpoint,
  describeDevice,
  notificationPermission,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/offline/push/browser-push';
import { enableErrorMessage } from '@/offline/push/enable-error-message';

/**
 * The signed-in user's push devices and this one among them: whether the browser can take
 * notifications, the permission, and the calls that turn this device on or off or change what
 * a device receives. A device is "on" when the browser's subscription is saved for this user.
 */
export function usePushDevice(userId: string) {
  const queryClient = useQueryClient();
  const devices = useQuery(pushDevicesQueryOptions(userId));
  // undefined: no subscription in this browser; null: not read yet.
  const [endpoint, setEndpoint] = useState<string | undefined | null>(null);
  const [permission, setPermission] = useState(notificationPermission);

  useEffect(() => {
    let current = true;
    currentPushEndpoint()
      .then((value) => current && setEndpoint(value))
      .catch(() => current && setEndpoint(undefined));
    return () => {
      current = false;
    };
  }, []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: pushDeviceKeys.devices(userId) }),
    [queryClient, userId],
  );

  const enable = useMutation({
    mutationFn: async (topics: readonly PushTopic[]) => {
      try {
        const subscription = await subscribeThisDevice();
        const label = describeDevice(navigator.userAgent, navigator.maxTouchPoints);
        await savePushSubscription(await getSupabase(), subscription, label, topics);
        setEndpoint(subscription.endpoint);
      } finally {
        setPermission(notificationPermission());
      }
    },
    onSettled: refresh,
  });

  const changeTopics = useMutation({
    mutationFn: async ({ deviceId, topics }: { deviceId: string; topics: readonly PushTopic[] }) =>
      setDeviceTopics(await getSupabase(), deviceId, topics),
    // The switch moves at once; a failure puts the list back as the server has it.
    onMutate: async ({ deviceId, topics }) => {
      const key = pushDeviceKeys.devices(userId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PushDevice[]>(key, (list) =>
        list?.map((device) =>
          device.id === deviceId ? { ...device, topics: [...topics] } : device,
        ),
      );
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: async ({ deviceId, here }: { deviceId: string; here: boolean }) => {
      await removePushDevice(await getSupabase(), deviceId);
      if (here) {
        await unsubscribeThisDevice().catch(() => undefined);
        setEndpoint(undefined);
      }
    },
    onSettled: refresh,
  });

  /** Turns this device on with `topics`, telling the user how it went (settings and offer alike). */
  const turnOn = (topics: readonly PushTopic[]) =>
    enable.mutate(topics, {
      onSuccess: () => toastSuccess('Notifiche attive su questo dispositivo'),
      onError: (error) => toastError(enableErrorMessage(error)),
    });

  const thisDevice = endpoint
    ? devices.data?.find((device) => device.endpoint === endpoint)
    : undefined;
  return {
    support: pushSupport(),
    permission,
    devices,
    /** This device's saved subscription, when notifications are on here. */
    thisDevice,
    /** False until the browser said whether it has a subscription. */
    ready: endpoint !== null && !devices.isPending,
    enable,
    turnOn,
    changeTopics,
    remove,
  };
}
