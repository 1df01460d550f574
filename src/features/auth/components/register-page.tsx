import { Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import IconMailForward from '@tabler/icons-react/dist/esm/icons/IconMailForward.mjs';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { BusinessRequestFields } from '@/components/business-request-form';
import { LoadingButton } from '@/components/loading-button';
import { PageFrame } from '@/components/page-frame';
import { type RegisterFormValues, registerFormSchema } from '@/domain/auth/auth-form-schemas';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthFormPending } from '@/features/auth/components/auth-form-pending';
import { useServerMarkup } from '@/hooks/use-server-markup';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { useAuth } from '@/domain/auth/auth-context';
import {
  type BusinessRequestFormValues,
  businessRequestFormSchema,
  emptyBusinessRequest,
  formToBusinessRequest,
} from '@/domain/auth/business-request-form';

function LoginLink({ redirectTo }: { redirectTo: string | undefined }) {
  return (
    <>
      Hai già un account?{' '}
      <Anchor
        renderRoot={(props) => (
          <Link to="/login" search={redirectTo ? { redirect: redirectTo } : {}} {...props} />
        )}
      >
        Accedi
      </Anchor>
    </>
  );
}

/**
 * Registration (spec §5 validation, §8 errors as toasts). The account exists once the e-mail
 * is confirmed: the page then says where the confirmation link went.
 */
export function RegisterPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const { register, status, currentStatus } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const serverMarkup = useServerMarkup();
  const form = useForm<RegisterFormValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validate: schemaResolver(registerFormSchema, { sync: true }),
  });
  // A restaurant may ask for its business account with the registration (decision 015).
  const [asBusiness, setAsBusiness] = useState(false);
  const business = useForm<BusinessRequestFormValues>({
    initialValues: emptyBusinessRequest,
    validate: schemaResolver(businessRequestFormSchema, { sync: true }),
  });

  // Signed in already (or confirmations switched off in the auth settings): nothing to do here.
  useEffect(() => {
    if (status === 'authenticated' && currentStatus() === 'authenticated')
      void navigate({ href: redirectTo ?? '/', replace: true });
  }, [status, currentStatus, navigate, redirectTo]);

  const submit = form.onSubmit(async ({ name, email, password }) => {
    if (asBusiness && business.validate().hasErrors) return;
    setSubmitting(true);
    const registered = await register(
      name,
      email,
      password,
      redirectTo,
      asBusiness ? formToBusinessRequest(business.getValues()) : undefined,
    );
    setSubmitting(false);
    if (registered) setSentTo(email.trim());
  });

  return (
    <PageFrame
      title="Registrati"
      lead="Crea il tuo account con nome, email e una password di almeno 6 caratteri: ritroverai ordini e dati di consegna."
      narrow
    >
      <AuthCard footer={sentTo ? undefined : <LoginLink redirectTo={redirectTo} />}>
        {serverMarkup ? (
          <AuthFormPending form="register" />
        ) : sentTo ? (
          <AuthNotice
            icon={IconMailForward}
            title="Controlla la tua email"
            actions={
              <Button component={Link} to="/products" variant="outline">
                Intanto guarda i prodotti
              </Button>
            }
          >
            Ti abbiamo inviato un link di conferma all’indirizzo <strong>{sentTo}</strong>: aprilo
            per attivare il tuo account. Non lo trovi? Controlla nella posta indesiderata, oppure
            registrati di nuovo con la stessa email per riceverne un altro.
            {asBusiness &&
              ' Intanto verifichiamo i dati della tua attività: ti scriviamo appena l’account business è attivo.'}
          </AuthNotice>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Registrati">
            <TextInput
              {...form.getInputProps('name')}
              key={form.key('name')}
              label="Nome"
              description="Per i ristoranti va bene anche il nome del locale."
              autoComplete="name"
              withAsterisk
              mb="md"
            />
            <TextInput
              {...form.getInputProps('email')}
              key={form.key('email')}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
              mb="md"
            />
            <PasswordInput
              {...form.getInputProps('password')}
              key={form.key('password')}
              label="Password"
              description="Almeno 6 caratteri."
              autoComplete="new-password"
              withAsterisk
              mb="md"
              visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
            />
            <PasswordInput
              {...form.getInputProps('confirmPassword')}
              key={form.key('confirmPassword')}
              label="Conferma password"
              autoComplete="new-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la conferma' }}
            />
            <Checkbox
              mt="md"
              checked={asBusiness}
              onChange={(event) => setAsBusiness(event.currentTarget.checked)}
              label="Registro un’attività (ristorante, bar, catering)"
              description="Chiedi subito l’account business: bonifico, ordine fisso e team."
            />
            {asBusiness && (
              <Stack gap="md" mt="md">
                <BusinessRequestFields form={business} />
              </Stack>
            )}
            <LoadingButton type="submit" fullWidth mt="lg" loading={submitting}>
              Crea il tuo account
            </LoadingButton>
          </form>
        )}
      </AuthCard>
    </PageFrame>
  );
}
