import { Anchor, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import IconMailForward from '@tabler/icons-react/dist/esm/icons/IconMailForward.mjs';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { PageFrame } from '@/components/page-frame';
import {
  type PasswordResetRequestValues,
  passwordResetRequestSchema,
} from '@/domain/auth/auth-form-schemas';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { useAuth } from '@/domain/auth/auth-context';
import { KeptErrorAlert } from '@/components/auth/kept-error-alert';

/** Asks for the recovery e-mail; the link in it opens /reset-password. */
export function ForgotPasswordPage() {
  const { requestPasswordReset } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(passwordResetRequestSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    const sent = await requestPasswordReset(email);
    setSubmitting(false);
    if (sent) setSentTo(email.trim());
  });

  return (
    <PageFrame
      title="Password dimenticata"
      lead="Indica l’email del tuo account: ti invieremo un link per sceglierne una nuova."
      narrow
    >
      <AuthCard
        footer={
          <>
            Ti sei ricordato la password?{' '}
            <Anchor component={Link} to="/login">
              Torna all’accesso
            </Anchor>
          </>
        }
      >
        {sentTo ? (
          // The same answer whether or not the address has an account: nobody can use this
          // page to find out who is a customer.
          <AuthNotice icon={IconMailForward} title="Controlla la tua email">
            Se <strong>{sentTo}</strong> appartiene a un account, riceverai a breve un’email con il
            link per scegliere una nuova password. Il link vale un’ora e va aperto in questo
            browser.
          </AuthNotice>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Recupera la password">
            <KeptErrorAlert />
            <TextInput
              {...form.getInputProps('email')}
              key={form.key('email')}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
            />
            <LoadingButton type="submit" fullWidth mt="lg" loading={submitting}>
              Invia il link
            </LoadingButton>
          </form>
        )}
      </AuthCard>
    </PageFrame>
  );
}
