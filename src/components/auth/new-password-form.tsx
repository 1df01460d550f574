import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { PasswordInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { type NewPasswordFormValues, newPasswordFormSchema } from '@/domain/auth/auth-form-schemas';
import { useAuth } from '@/domain/auth/auth-context';
import { KeptErrorAlert } from '@/components/auth/kept-error-alert';

export interface NewPasswordFormProps {
  /** The password was saved. */
  onSaved: () => void;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
}

/**
 * New password and its confirmation (spec §5), saved with `updatePassword`; a failure stays
 * above the form as the kept error (spec §8). Used by /reset-password and by the profile.
 */
export function NewPasswordForm({ onSaved, label, submitLabel }: NewPasswordFormProps) {
  const { updatePassword } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<NewPasswordFormValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(newPasswordFormSchema, { sync: true }),
  });
  const submit = form.onSubmit(async ({ password }) => {
    setSubmitting(true);
    const saved = await updatePassword(password);
    setSubmitting(false);
    if (saved) {
      form.reset();
      onSaved();
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <KeptErrorAlert />
      <PasswordInput
        {...form.getInputProps('password')}
        key={form.key('password')}
        label="Nuova password"
        description="Almeno 6 caratteri."
        autoComplete="new-password"
        withAsterisk
        mb="md"
        visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
      />
      <PasswordInput
        {...form.getInputProps('confirmPassword')}
        key={form.key('confirmPassword')}
        label="Conferma la nuova password"
        autoComplete="new-password"
        withAsterisk
        visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la conferma' }}
      />
      <LoadingButton type="submit" mt="lg" loading={submitting}>
        {submitLabel}
      </LoadingButton>
    </form>
  );
}
