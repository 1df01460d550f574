import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AddressFormValues,
  addressToForm,
  formToAddressFields,
} from '@/features/account/address-form';
import { addressesQueryOptions } from '@/features/account/api/account-queries';
import {
  addAddress,
  deleteAddress,
  type DeliveryAddress,
  updateAddress,
} from '@/features/account/api/address-api';
import { AccountSection } from '@/features/account/components/account-section';
import { AddressCard } from '@/features/account/components/address-card';
import { AddressFormModal } from '@/features/account/components/address-form-modal';
import classes from '@/features/account/components/delivery-addresses-section.module.css';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { userDataKeys } from '@/domain/auth/user-data';
import { getSupabase } from '@/lib/supabase';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: DeliveryAddress };

type AddressChange =
  | { kind: 'save'; id: string | null; values: AddressFormValues }
  | { kind: 'make-default'; id: string }
  | { kind: 'delete'; id: string };

async function applyChange(change: AddressChange): Promise<void> {
  const client = await getSupabase();
  switch (change.kind) {
    case 'save': {
      const fields = formToAddressFields(change.values);
      if (change.id) await updateAddress(client, change.id, fields);
      else await addAddress(client, fields);
      return;
    }
    case 'make-default':
      await updateAddress(client, change.id, { is_default: true });
      return;
    case 'delete':
      await deleteAddress(client, change.id);
  }
}

const successMessages: Record<AddressChange['kind'], string> = {
  save: 'Indirizzo salvato',
  'make-default': 'Indirizzo predefinito aggiornato',
  delete: 'Indirizzo eliminato',
};

/**
 * The saved delivery addresses: a restaurant may keep several (kitchen, second venue), one is
 * the default the checkout proposes. The database keeps a single default and promotes another
 * when the default is deleted, so after every change the list is read again.
 */
export function DeliveryAddressesSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQueryOptions(userId));
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const change = useMutation({
    mutationFn: applyChange,
    onSuccess: (_done, applied) => toastSuccess(successMessages[applied.kind]),
    // The database's own reason when it has one (e.g. the twenty-address limit).
    onError: (error) =>
      toastError(
        error instanceof ApiError && error.hint
          ? error.hint
          : 'Non è stato possibile aggiornare gli indirizzi. Riprova.',
      ),
    // The account's answer (checkout, standing order) carries the addresses too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKeys.of(userId) }),
  });
  const busyId = change.isPending && change.variables.kind !== 'save' ? change.variables.id : null;

  const save = async (values: AddressFormValues): Promise<boolean> => {
    const id = editing.mode === 'edit' ? editing.address.id : null;
    try {
      await change.mutateAsync({ kind: 'save', id, values });
      setEditing({ mode: 'closed' });
      return true;
    } catch {
      return false;
    }
  };

  let content;
  if (addresses.isPending) {
    content = <Skeleton height={120} radius="md" />;
  } else if (addresses.isError) {
    content = (
      <Alert color="red" variant="light" title="Indirizzi non disponibili">
        Non riusciamo a leggere i tuoi indirizzi in questo momento.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void addresses.refetch()}>
          Riprova
        </Button>
      </Alert>
    );
  } else if (addresses.data.length === 0) {
    content = (
      <Text c="dimmed">
        Non hai ancora indirizzi salvati. Aggiungine uno: al momento dell’ordine lo troverai già
        pronto.
      </Text>
    );
  } else {
    content = (
      <ul className={classes.list} aria-label="Indirizzi salvati">
        {addresses.data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={busyId === address.id}
            onEdit={() => setEditing({ mode: 'edit', address })}
            onMakeDefault={() => change.mutate({ kind: 'make-default', id: address.id })}
            onDelete={() => change.mutate({ kind: 'delete', id: address.id })}
          />
        ))}
      </ul>
    );
  }

  return (
    <AccountSection
      title="Indirizzi di consegna"
      description="Dove portiamo i tuoi bun. Il predefinito è proposto per primo a ogni ordine."
    >
      {content}
      <Group mt="md">
        <Button variant="outline" onClick={() => setEditing({ mode: 'new' })}>
          Aggiungi indirizzo
        </Button>
      </Group>
      <AddressFormModal
        opened={editing.mode !== 'closed'}
        initialValues={editing.mode === 'edit' ? addressToForm(editing.address) : null}
        onClose={() => setEditing({ mode: 'closed' })}
        onSave={save}
      />
    </AccountSection>
  );
}
