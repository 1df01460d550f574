import { Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Notice } from '@/components/notice';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import {
  emailTooQueryOptions,
  pushDeviceKeys,
  setEmailToo,
  type PushDevice,
} from '@/domain/notifications/push-devices';
import {
  type PushAudience,
  type PushTopic,
  topicLabels,
  topicsFor,
} from '@/domain/notifications/push-topics';
import { formatDate } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';
import { getSupabase } from '@/lib/supabase';
import { usePushDevice } from '@/offline/push/use-push-device';

export interface PushSettingsProps {
  userId: string;
  audience: PushAudience;
  /** A business owner approves the team's orders: only they are offered the approvals. */
  approves?: boolean;
}

function TopicSwitches({
  device,
  audience,
  approves,
  onChange,
  disabled,
}: {
  device: PushDevice;
  audience: PushAudience;
  approves: boolean;
  onChange: (topics: PushTopic[]) => void;
  disabled: boolean;
}) {
  return (
    <Stack gap="sm" role="group" aria-label={`Avvisi su ${device.label}`}>
      {topicsFor(audience, approves).map((topic) => (
        <Switch
          key={topic}
          label={topicLabels[topic].label}
          description={topicLabels[topic].description}
          checked={device.topics.includes(topic)}
          disabled={disabled}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            onChange(on ? [...device.topics, topic] : device.topics.filter((t) => t !== topic));
          }}
        />
      ))}
    </Stack>
  );
}

/** Customers only: whether an event that reached a device also comes by e-mail. */
function EmailTooSwitch({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const emailToo = useQuery(emailTooQueryOptions(userId));
  const save = useMutation({
    mutationFn: async (on: boolean) => setEmailToo(await getSupabase(), userId, on),
    onError: () => toastError('Non siamo riusciti a salvare la preferenza. Riprova.'),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: pushDeviceKeys.preferences(userId) }),
  });
  return (
    <Switch
      label="Ricevi anche l’e-mail"
      description="Di solito un avviso arriva una volta sola: come notifica se hai un dispositivo attivo, altrimenti per e-mail."
      checked={save.isPending ? save.variables : (emailToo.data ?? false)}
      disabled={emailToo.isPending || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}

/**
 * Notifications on this device and the others (issue 42): turn them on here (the browser asks
 * for permission from this click), choose the topics of each device, remove a device. Shown
 * in the profile (customers' topics) and in the console (the office's).
 */
export function PushSettings({ userId, audience, approves = false }: PushSettingsProps) {
  const push = usePushDevice(userId);
  const busy = push.enable.isPending || push.changeTopics.isPending || push.remove.isPending;

  const turnOn = () => push.turnOn(topicsFor(audience, approves));
  const changeTopics = (device: PushDevice, topics: PushTopic[]) =>
    push.changeTopics.mutate(
      { deviceId: device.id, topics },
      { onError: () => toastError('Non siamo riusciti a salvare gli avvisi. Riprova.') },
    );
  const remove = (device: PushDevice) =>
    push.remove.mutate(
      { deviceId: device.id, here: device.id === push.thisDevice?.id },
      {
        onSuccess: () => toastSuccess('Dispositivo rimosso'),
        onError: () => toastError('Non siamo riusciti a rimuovere il dispositivo. Riprova.'),
      },
    );

  if (push.devices.isError) {
    return (
      <Notice color="red" title="Notifiche non disponibili">
        Non riusciamo a leggere i tuoi dispositivi in questo momento.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void push.devices.refetch()}>
          Riprova
        </Button>
      </Notice>
    );
  }
  // Offline the list waits for the connection: say so instead of loading forever.
  if (push.devices.isPending && push.devices.fetchStatus === 'paused') {
    return <Text size="sm">Le notifiche si gestiscono con la connessione attiva.</Text>;
  }
  if (!push.ready) return <Skeleton height={120} radius="md" />;
  const others = (push.devices.data ?? []).filter((device) => device.id !== push.thisDevice?.id);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Text fw={600}>Questo dispositivo</Text>
        {push.thisDevice ? (
          <>
            <Text size="sm" c="dimmed">
              {push.thisDevice.label}: notifiche attive dal {formatDate(push.thisDevice.createdAt)}.
            </Text>
            <TopicSwitches
              device={push.thisDevice}
              audience={audience}
              approves={approves}
              disabled={busy}
              onChange={(topics) => push.thisDevice && changeTopics(push.thisDevice, topics)}
            />
            <Group>
              <Button
                variant="default"
                disabled={busy}
                onClick={() => push.thisDevice && remove(push.thisDevice)}
              >
                Disattiva su questo dispositivo
              </Button>
            </Group>
          </>
        ) : push.support === 'install-first' ? (
          <Notice color="blue" title="Prima aggiungi l’app alla schermata Home">
            Su iPhone e iPad le notifiche arrivano solo all’app installata: tocca Condividi, poi
            «Aggiungi alla schermata Home», e attivale da lì.
          </Notice>
        ) : push.support === 'unsupported' ? (
          <Text size="sm">Questo browser non può ricevere notifiche.</Text>
        ) : push.permission === 'denied' ? (
          <Notice color="yellow" title="Notifiche bloccate">
            Il browser blocca le notifiche per questo sito: riattivale dalle impostazioni del sito
            nel browser, poi torna qui.
          </Notice>
        ) : (
          <>
            <Text size="sm">Le notifiche non sono attive su questo dispositivo.</Text>
            <Group>
              <Button onClick={turnOn} loading={push.enable.isPending}>
                Attiva le notifiche
              </Button>
            </Group>
          </>
        )}
      </Stack>

      {others.length > 0 && (
        <Stack gap="sm">
          <Text fw={600}>Altri dispositivi</Text>
          {others.map((device) => (
            <Stack key={device.id} gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text>{device.label}</Text>
                  <Text size="sm" c="dimmed">
                    Dal {formatDate(device.createdAt)} ·{' '}
                    {device.topics.length === 0
                      ? 'nessun avviso'
                      : countOf(device.topics.length, 'avviso')}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  disabled={busy}
                  onClick={() => remove(device)}
                  aria-label={`Rimuovi ${device.label}, attivo dal ${formatDate(device.createdAt)}`}
                >
                  Rimuovi
                </Button>
              </Group>
              {/* The kitchen tablet's reminders can be changed from the owner's phone too. */}
              <TopicSwitches
                device={device}
                audience={audience}
                approves={approves}
                disabled={busy}
                onChange={(topics) => changeTopics(device, topics)}
              />
            </Stack>
          ))}
        </Stack>
      )}

      {audience === 'customer' && (
        <Stack gap="sm">
          <Text fw={600}>E-mail</Text>
          <EmailTooSwitch userId={userId} />
        </Stack>
      )}
    </Stack>
  );
}
