import { Checkbox, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import classes from '@/features/account/components/account-modal.module.css';
import {
  addressFormSchema,
  type AddressFormValues,
  emptyAddressForm,
} from '@/features/account/address-form';

export interface AddressFormModalProps {
  opened: boolean;
  /** The address being edited, or none for a new one. */
  initialValues: AddressFormValues | null;
  onClose: () => void;
  /** Saves; resolves true when saved (the modal then closes). */
  onSave: (values: AddressFormValues) => Promise<boolean>;
}

function AddressForm({
  initialValues,
  onSave,
}: Pick<AddressFormModalProps, 'onSave'> & { initialValues: AddressFormValues }) {
  const [saving, setSaving] = useState(false);
  const form = useForm<AddressFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: schemaResolver(addressFormSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    await onSave(values);
    setSaving(false);
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Indirizzo di consegna">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('label')}
            key={form.key('label')}
            label="Nome dell’indirizzo"
            placeholder="Casa, Ristorante, Laboratorio…"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('recipient')}
            key={form.key('recipient')}
            label="Destinatario"
            placeholder="Nome e cognome o nome del locale"
            autoComplete="name"
            withAsterisk
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('street')}
          key={form.key('street')}
          label="Indirizzo"
          description="Via e numero civico."
          autoComplete="street-address"
          withAsterisk
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <TextInput
            {...form.getInputProps('postalCode')}
            key={form.key('postalCode')}
            label="CAP"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('province')}
            key={form.key('province')}
            label="Provincia"
            placeholder="TO"
            autoComplete="address-level1"
            autoCapitalize="characters"
            maxLength={2}
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('city')}
            key={form.key('city')}
            label="Città"
            autoComplete="address-level2"
            withAsterisk
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('phone')}
          key={form.key('phone')}
          label="Telefono per il corriere"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <Textarea
          {...form.getInputProps('notes')}
          key={form.key('notes')}
          label="Note per la consegna"
          placeholder="Citofono, orari del locale, ingresso merci…"
          autosize
          minRows={2}
          maxLength={500}
        />
        <Checkbox
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
          key={form.key('isDefault')}
          label="Usa come indirizzo predefinito"
        />
        <Group justify="flex-end">
          <LoadingButton type="submit" loading={saving}>
            Salva l’indirizzo
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Adding or editing a delivery address in a dialog (checked as the database will check it). */
export function AddressFormModal({
  opened,
  initialValues,
  onClose,
  onSave,
}: AddressFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={initialValues ? 'Modifica indirizzo' : 'Nuovo indirizzo'}
      size="lg"
      classNames={{ title: classes.title }}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      {/* A fresh form for every opening: no leftovers from the previous address. */}
      {opened && <AddressForm initialValues={initialValues ?? emptyAddressForm} onSave={onSave} />}
    </Modal>
  );
}
