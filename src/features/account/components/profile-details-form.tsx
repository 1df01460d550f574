import { Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { accountKeys } from '@/features/account/api/account-queries';
import { type Profile, saveProfile } from '@/features/account/api/profile-api';
import {
  formToProfileChanges,
  profileFormSchema,
  type ProfileFormValues,
  profileToForm,
} from '@/features/account/profile-form';
import { useAuth } from '@/lib/auth/auth-context';
import { authMessages } from '@/lib/auth/auth-messages';
import { toastError } from '@/lib/auth/auth-toasts';
import { getSupabase } from '@/lib/supabase';

export interface ProfileDetailsFormProps {
  profile: Profile;
}

/**
 * Name, phone, customer type and, for businesses, the electronic-invoice data. The profile
 * row is saved first; then the name is merged into the signed-in user (spec §4), which shows
 * 'Profilo aggiornato con successo' — or the error toast when either step fails.
 */
export function ProfileDetailsForm({ profile }: ProfileDetailsFormProps) {
  const { updateProfile } = useAuth();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<ProfileFormValues>({
    initialValues: profileToForm(profile),
    validate: schemaResolver(profileFormSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: async (values: ProfileFormValues) =>
      saveProfile(await getSupabase(), profile.id, formToProfileChanges(values)),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.profile(profile.id), saved),
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const saved = await save.mutateAsync(values);
      form.setValues(profileToForm(saved));
      await updateProfile({ name: saved.full_name ?? values.fullName.trim() });
    } catch {
      toastError(authMessages.profileUpdateFailed);
    } finally {
      setSubmitting(false);
    }
  });

  const business = form.values.customerType === 'business';
  return (
    <form onSubmit={submit} noValidate aria-label="Dati del profilo">
      <Stack gap="md">
        <Text>
          Email dell’account: <strong>{profile.email}</strong>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('fullName')}
            label="Nome e cognome"
            autoComplete="name"
            withAsterisk
          />
          <TextInput
            {...form.getInputProps('phone')}
            label="Telefono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        </SimpleGrid>
        <Radio.Group {...form.getInputProps('customerType')} label="Tipo di cliente">
          <Group mt="xs" gap="xl">
            <Radio value="private" label="Privato" />
            <Radio value="business" label="Azienda o ristorante (con fattura elettronica)" />
          </Group>
        </Radio.Group>
        {business && (
          <Fieldset legend="Dati per la fattura elettronica" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps('companyName')}
                label="Ragione sociale"
                description="Come compare in visura camerale."
                autoComplete="organization"
                withAsterisk
              />
              <TextInput
                {...form.getInputProps('vatNumber')}
                label="Partita IVA"
                description="11 cifre, anche con il prefisso IT."
                inputMode="numeric"
                withAsterisk
              />
              <TextInput
                {...form.getInputProps('taxCode')}
                label="Codice fiscale"
                description="Solo se diverso dalla Partita IVA."
                autoCapitalize="characters"
              />
              <TextInput
                {...form.getInputProps('sdiCode')}
                label="Codice SDI"
                description="Codice destinatario di 7 caratteri, oppure indica la PEC."
                autoCapitalize="characters"
                maxLength={7}
              />
              <TextInput
                {...form.getInputProps('pec')}
                label="PEC"
                description="Dove ricevere le fatture se non hai un codice SDI."
                type="email"
                inputMode="email"
              />
            </SimpleGrid>
          </Fieldset>
        )}
        <Group>
          <LoadingButton type="submit" loading={submitting}>
            Salva le modifiche
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
