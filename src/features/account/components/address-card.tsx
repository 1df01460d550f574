import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { addressLine } from '@/features/account/address-form';
import type { DeliveryAddress } from '@/features/account/api/address-api';

export interface AddressCardProps {
  address: DeliveryAddress;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One saved address with its actions; deleting asks once more, in place. */
export function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete }: AddressCardProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={address.label}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700}>{address.label}</Text>
          {address.is_default && (
            <Badge color="crust" variant="light">
              Predefinito
            </Badge>
          )}
        </Group>
        <Text>{address.recipient}</Text>
        <Text>{addressLine(address)}</Text>
        {address.phone && <Text c="dimmed">Tel. {address.phone}</Text>}
        {address.notes && (
          <Text c="dimmed" size="sm">
            {address.notes}
          </Text>
        )}
      </Stack>
      {confirmingDelete ? (
        <Group
          mt="md"
          gap="xs"
          role="group"
          aria-label={`Conferma eliminazione di ${address.label}`}
        >
          <Text size="sm" fw={600}>
            Eliminare questo indirizzo?
          </Text>
          <LoadingButton size="sm" color="red" loading={busy} onClick={onDelete}>
            Elimina
          </LoadingButton>
          <Button size="sm" variant="default" onClick={() => setConfirmingDelete(false)}>
            Annulla
          </Button>
        </Group>
      ) : (
        <Group mt="md" gap="xs">
          <Button size="sm" variant="outline" onClick={onEdit} disabled={busy}>
            Modifica
          </Button>
          {!address.is_default && (
            <Button size="sm" variant="subtle" onClick={onMakeDefault} disabled={busy}>
              Rendi predefinito
            </Button>
          )}
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => setConfirmingDelete(true)}
            disabled={busy}
          >
            Elimina
          </Button>
        </Group>
      )}
    </Card>
  );
}
