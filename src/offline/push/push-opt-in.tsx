import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { type PushAudience, topicsFor } from '@/domain/notifications/push-topics';
import { safeLocalStorage } from '@/lib/browser-storage';
import { usePushDevice } from '@/offline/push/use-push-device';

export interface PushOptInProps {
  userId: string;
  audience: PushAudience;
  approves?: boolean;
  /** Why now, in one sentence: the moment that explains the question (issue 42). */
  reason: string;
  /** Where "Non ora" is remembered on this device, so the offer is not repeated. */
  dismissKey: string;
}

const storagePrefix = 'bottega-del-bun:push-offer:';

/**
 * The offer to turn notifications on, made at a moment that explains itself (after the first
 * standing order, after switching the console's alerts on), never on a first visit. It shows
 * only where the browser can say yes and the device is not on yet; "Non ora" is kept.
 */
export function PushOptIn({
  userId,
  audience,
  approves = false,
  reason,
  dismissKey,
}: PushOptInProps) {
  const push = usePushDevice(userId);
  const [dismissed, setDismissed] = useState(
    () => safeLocalStorage()?.getItem(storagePrefix + dismissKey) === 'dismissed',
  );
  if (
    dismissed ||
    !push.ready ||
    push.thisDevice ||
    push.support !== 'supported' ||
    push.permission === 'denied'
  ) {
    return null;
  }
  const dismiss = () => {
    safeLocalStorage()?.setItem(storagePrefix + dismissKey, 'dismissed');
    setDismissed(true);
  };
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Avvisi su questo dispositivo">
      <Text>{reason}</Text>
      <Group mt="sm" gap="sm">
        <Button
          loading={push.enable.isPending}
          onClick={() => push.turnOn(topicsFor(audience, approves))}
        >
          Attiva le notifiche
        </Button>
        <Button variant="subtle" onClick={dismiss}>
          Non ora
        </Button>
      </Group>
    </Paper>
  );
}
