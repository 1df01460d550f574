import {
  Alert,
  Box,
  Button,
  Code,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { PageFrame } from '@/components/page-frame';
import { AuthCard } from '@/features/auth/components/auth-card';
import {
  groupedSecret,
  loadSecondFactorStep,
  type SecondFactorStep,
  type VerifyOutcome,
  verifySecondFactor,
} from '@/features/auth/second-factor';
import { useAuth } from '@/lib/auth/auth-context';

export const SECOND_FACTOR_TITLE = 'Verifica in due passaggi';

const outcomeMessages: Record<Exclude<VerifyOutcome, 'verified'>, string> = {
  'wrong-code': 'Il codice non è corretto o è scaduto: inserisci quello che l’app mostra adesso.',
  'too-many-attempts': 'Troppi tentativi: riprova tra qualche minuto.',
  failed: 'Non è stato possibile verificare il codice. Riprova.',
};

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
  // One enrolment per visit, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    document.title = `${SECOND_FACTOR_TITLE} | Bottega del Bun`;
    if (started.current) return;
    started.current = true;
    loadSecondFactorStep().then(setStep, () => setStep('unavailable'));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typeof step !== 'object') return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('Inserisci le 6 cifre del codice.');
      return;
    }
    setVerifying(true);
    const outcome = await verifySecondFactor(step.factorId, digits);
    setVerifying(false);
    if (outcome === 'verified') {
      await router.invalidate();
      return;
    }
    setCode('');
    setError(outcomeMessages[outcome]);
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
                  <EnrolmentInstructions qrCode={step.qrCode} secret={step.secret} />
                ) : (
                  <Text>Inserisci il codice a 6 cifre che l’app di autenticazione mostra ora.</Text>
                )}
                <TextInput
                  label="Codice di verifica"
                  value={code}
                  onChange={(event) => {
                    setCode(event.currentTarget.value);
                    setError(null);
                  }}
                  error={error}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  withAsterisk
                  data-autofocus
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

function EnrolmentInstructions({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <>
      <Text>
        Prima volta qui: inquadra il codice QR con un’app di autenticazione (per esempio Google
        Authenticator, Microsoft Authenticator o 1Password), poi inserisci il codice a 6 cifre che
        ti mostra.
      </Text>
      <Image
        src={qrCode}
        alt="Codice QR da inquadrare con l’app di autenticazione"
        w={200}
        h={200}
        mx="auto"
      />
      <Text size="sm">
        Non riesci a inquadrarlo? Inserisci nell’app questa chiave:{' '}
        <Code data-testid="totp-secret">{groupedSecret(secret)}</Code>
      </Text>
    </>
  );
}
