import { Alert, Box, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { PageFrame } from '@/components/page-frame';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CodeInput } from '@/features/auth/components/code-input';
import { EnrolmentInstructions } from '@/features/auth/components/enrolment-instructions';
import {
  deviceLabel,
  loadSecondFactorStep,
  sixDigitCode,
  type SecondFactorStep,
  verifyOutcomeMessages,
  verifySecondFactor,
} from '@/features/auth/second-factor';
import { useAuth } from '@/domain/auth/auth-context';

export const SECOND_FACTOR_TITLE = 'Verifica in due passaggi';

/**
 * Shown instead of the console to an admin whose session has only the password (decision
 * 016): the code of the registered authenticator app, or — the first time — the QR code and
 * key to register one. A right code raises the session to aal2 and the console opens.
 */
export function SecondFactorPage() {
  const router = useRouter();
  const { logout } = useAuth();
  const [step, setStep] = useState<SecondFactorStep | 'loading' | 'unavailable'>('loading');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  // With more than one registered app, the admin says which one they hold.
  const [deviceId, setDeviceId] = useState<string | null>(null);
  // One enrolment per visit, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    document.title = `${SECOND_FACTOR_TITLE} | Bottega del Bun`;
    if (started.current) return;
    started.current = true;
    loadSecondFactorStep().then(
      (loaded) => {
        setStep(loaded);
        if (loaded.kind === 'challenge') setDeviceId(loaded.devices[0]?.id ?? null);
      },
      () => setStep('unavailable'),
    );
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const factorId =
      typeof step !== 'object' ? null : step.kind === 'enrol' ? step.factorId : deviceId;
    if (!factorId) return;
    const digits = sixDigitCode(code);
    if (!digits) {
      setError('Inserisci le 6 cifre del codice.');
      return;
    }
    setVerifying(true);
    const outcome = await verifySecondFactor(factorId, digits);
    setVerifying(false);
    if (outcome === 'verified') {
      await router.invalidate();
      return;
    }
    setCode('');
    setError(verifyOutcomeMessages[outcome]);
  };

  // The console's frame is not drawn yet: this page is the document's main landmark itself.
  return (
    <Box component="main" id="contenuto">
      <PageFrame
        title={SECOND_FACTOR_TITLE}
        lead="La gestione del negozio chiede, oltre alla password, il codice di un’app di autenticazione."
        narrow
      >
        <AuthCard>
          {step === 'loading' && <Loader aria-label="Caricamento" mx="auto" />}
          {step === 'unavailable' && (
            <Alert color="red" role="alert">
              Non è stato possibile preparare la verifica. Ricarica la pagina per riprovare.
            </Alert>
          )}
          {typeof step === 'object' && (
            <form
              onSubmit={(event) => void submit(event)}
              noValidate
              aria-label="Verifica del secondo fattore"
            >
              <Stack gap="md">
                {step.kind === 'enrol' ? (
                  <EnrolmentInstructions
                    intro="Prima volta qui: inquadra il codice QR con un’app di autenticazione (per esempio Google Authenticator, Microsoft Authenticator o 1Password), poi inserisci il codice a 6 cifre che ti mostra."
                    qrCode={step.qrCode}
                    secret={step.secret}
                  />
                ) : (
                  <>
                    {step.devices.length > 1 && (
                      <Radio.Group
                        label="Quale dispositivo hai con te?"
                        value={deviceId}
                        onChange={(value) => {
                          setDeviceId(value);
                          setError(null);
                        }}
                      >
                        <Stack gap="xs" mt="xs">
                          {step.devices.map((device) => (
                            <Radio key={device.id} value={device.id} label={deviceLabel(device)} />
                          ))}
                        </Stack>
                      </Radio.Group>
                    )}
                    <Text>
                      Inserisci il codice a 6 cifre che l’app di autenticazione mostra ora.
                    </Text>
                  </>
                )}
                <CodeInput
                  value={code}
                  onChange={(value) => {
                    setCode(value);
                    setError(null);
                  }}
                  error={error}
                  autoFocus
                />
                <LoadingButton type="submit" loading={verifying} fullWidth>
                  Verifica
                </LoadingButton>
              </Stack>
            </form>
          )}
          <Text size="sm" c="dimmed">
            Hai perso l’accesso all’app? Funziona anche un altro dispositivo che hai registrato;
            altrimenti chiedi a chi amministra il progetto Supabase del negozio di azzerare il tuo
            secondo fattore: al prossimo accesso ne registrerai uno nuovo.
          </Text>
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => void logout()}>
              Esci
            </Button>
          </Group>
        </AuthCard>
      </PageFrame>
    </Box>
  );
}
