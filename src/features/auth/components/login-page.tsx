import { Anchor, PasswordInput, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { PageFrame } from '@/components/page-frame';
import { type LoginFormValues, loginFormSchema } from '@/domain/auth/auth-form-schemas';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthFormPending } from '@/features/auth/components/auth-form-pending';
import { useServerMarkup } from '@/hooks/use-server-markup';
import { useAuth } from '@/domain/auth/auth-context';

export interface LoginPageProps {
  /** Where the visitor was headed (already checked to be a path of this site). */
  redirectTo: string;
}

/**
 * Login (spec §5 validation, §8 errors as toasts). The page does not act on login()'s return:
 * once the session event has signed the user in, it takes them where they were headed.
 */
export function LoginPage({ redirectTo }: LoginPageProps) {
  const { login, status, currentStatus } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const serverMarkup = useServerMarkup();
  const form = useForm<LoginFormValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });

  useEffect(() => {
    // Not a session closed a moment ago (a sign-out that led here, still rendering).
    if (status === 'authenticated' && currentStatus() === 'authenticated')
      void navigate({ href: redirectTo, replace: true });
  }, [status, currentStatus, redirectTo, navigate]);

  const submit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    await login(email, password);
    setSubmitting(false);
  });

  return (
    <PageFrame
      title="Accedi"
      lead="Accedi al tuo account per ordinare più in fretta e seguire i tuoi ordini."
      narrow
    >
      <AuthCard
        footer={
          <>
            Non hai ancora un account?{' '}
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/register"
                  search={redirectTo === '/' ? {} : { redirect: redirectTo }}
                  {...props}
                />
              )}
            >
              Registrati
            </Anchor>
          </>
        }
      >
        {serverMarkup ? (
          <AuthFormPending form="login" />
        ) : (
          <form onSubmit={submit} noValidate aria-label="Accedi">
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
              autoComplete="current-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
            />
            <Text size="sm" mt="xs" ta="right">
              <Anchor component={Link} to="/forgot-password">
                Password dimenticata?
              </Anchor>
            </Text>
            <LoadingButton type="submit" fullWidth mt="lg" loading={submitting}>
              Accedi
            </LoadingButton>
          </form>
        )}
      </AuthCard>
    </PageFrame>
  );
}
