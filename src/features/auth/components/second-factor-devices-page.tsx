import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { AddDeviceCard } from '@/features/auth/components/add-device-card';
import {
  canRemoveDevice,
  deviceLabel,
  listSecondFactorDevices,
  removeSecondFactorDevice,
  type SecondFactorDevice,
  secondFactorKeys,
} from '@/features/auth/second-factor';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { formatDate } from '@/lib/format';

export const SECOND_FACTOR_DEVICES_TITLE = 'Sicurezza dell’accesso';

/**
 * /admin/security: the authenticator apps an admin enters the console with (decision 016). A
 * second one is the admin's own recovery when a phone is lost; a lost one is removed here from
 * a session verified with another. The last one stays: see `canRemoveDevice`.
 */
export function SecondFactorDevicesPage() {
  const devices = useQuery({
    queryKey: secondFactorKeys.devices,
    queryFn: listSecondFactorDevices,
    staleTime: 0,
  });
  return (
    <PageFrame
      title={SECOND_FACTOR_DEVICES_TITLE}
      lead="Le app di autenticazione con cui entri nella gestione: aggiungine una di scorta o rimuovi quella di un telefono perso."
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mt="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            I tuoi dispositivi
          </Title>
          {devices.isPending && <Loader aria-label="Caricamento dei dispositivi" />}
          {devices.isError && (
            <Alert color="red" role="alert" title="Non è stato possibile caricare i dispositivi">
              <Button variant="light" color="red" onClick={() => void devices.refetch()}>
                Riprova
              </Button>
            </Alert>
          )}
          {devices.data && <DeviceTable devices={devices.data} />}
        </Stack>
        <AddDeviceCard />
      </SimpleGrid>
    </PageFrame>
  );
}

function DeviceTable({ devices }: { devices: SecondFactorDevice[] }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [removing, setRemoving] = useState<SecondFactorDevice | null>(null);
  const [busy, setBusy] = useState(false);
  const removable = canRemoveDevice(devices);

  const remove = async (device: SecondFactorDevice) => {
    setBusy(true);
    const outcome = await removeSecondFactorDevice(device.id);
    setBusy(false);
    setRemoving(null);
    if (outcome === 'failed') {
      toastError('Non è stato possibile rimuovere il dispositivo. Riprova.');
      return;
    }
    if (outcome === 'removed') toastSuccess(`Dispositivo «${deviceLabel(device)}» rimosso.`);
    await queryClient.invalidateQueries({ queryKey: secondFactorKeys.devices });
    // Entered with the removed app? The session is password-only again: the guard asks for
    // the code of another device.
    await router.invalidate();
  };

  return (
    <>
      <Table striped aria-label="Dispositivi registrati">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Aggiunto il</Table.Th>
            <Table.Th>
              <VisuallyHidden>Azioni</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {devices.map((device) => (
            <Table.Tr key={device.id}>
              <Table.Td>{deviceLabel(device)}</Table.Td>
              <Table.Td>{formatDate(device.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  disabled={!removable}
                  aria-label={`Rimuovi ${deviceLabel(device)}`}
                  onClick={() => setRemoving(device)}
                >
                  Rimuovi
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!removable && (
        <Text size="sm" c="dimmed">
          L’unico dispositivo non si può rimuovere: senza, al prossimo accesso basterebbe la
          password per registrarne uno nuovo, e chi la conoscesse entrerebbe nella gestione.
          Aggiungi prima un altro dispositivo.
        </Text>
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? `Rimuovere «${deviceLabel(removing)}»?` : ''}
        centered
      >
        <Text>
          I suoi codici non apriranno più la gestione. Se hai fatto l’accesso con questo
          dispositivo, ti chiederemo subito il codice di un altro.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)}>
            No, tienilo
          </Button>
          <Button color="#a31b1b" loading={busy} onClick={() => removing && void remove(removing)}>
            Sì, rimuovi
          </Button>
        </Group>
      </Modal>
    </>
  );
}
