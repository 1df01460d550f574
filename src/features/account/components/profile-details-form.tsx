import { SimpleGrid, Stack, Text, TextInput, Group } from '@mantine/core';
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
import { useAuth } from '@/domain/auth/auth-context';
import { authMessages } from '@/domain/auth/auth-messages';
import { toastError } from '@/domain/auth/auth-toasts';
import { userDataKeys } from '@/domain/auth/user-data';
import { getSupabase } from '@/lib/supabase';

export interface ProfileDetailsFormProps {
  profile: Profile;
}

/**
 * Name, phone and, for a private customer, the codice fiscale for an invoice. A business's
 * fiscal data are in the business section (decision 015). The profile row is saved first; then
 * the name is merged into the signed-in user (spec §4), which shows 'Profilo aggiornato con
 * successo' — or the error toast when either step fails.
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
      saveProfile(
        await getSupabase(),
        profile.id,
        formToProfileChanges(values, profile.customer_type),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.profile(profile.id), saved);
      void queryClient.invalidateQueries({ queryKey: userDataKeys.of(profile.id) });
    },
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
          {profile.customer_type !== 'business' && (
            <TextInput
              {...form.getInputProps('taxCode')}
              label="Codice fiscale"
              description="Per ricevere la fattura come privato."
              autoCapitalize="characters"
            />
          )}
        </SimpleGrid>
        <Group>
          <LoadingButton type="submit" loading={submitting}>
            Salva le modifiche
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
