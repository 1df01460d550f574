import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { CodeInput } from '@/features/auth/components/code-input';
import { EnrolmentInstructions } from '@/features/auth/components/enrolment-instructions';
import {
  type PendingEnrolment,
  removeSecondFactorDevice,
  secondFactorKeys,
  sixDigitCode,
  startEnrolment,
  verifyOutcomeMessages,
  verifySecondFactor,
} from '@/features/auth/second-factor';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';

const MAX_NAME_LENGTH = 60;

/**
 * Registers another authenticator app (a backup phone, a tablet): a name, then its QR code and
 * key, then one of its codes. Until the code is right the new app protects nothing.
 */
export function AddDeviceCard() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setPending(null);
    setName('');
    setCode('');
    setCodeError(null);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2) {
      setNameError('Dai un nome al dispositivo, per riconoscerlo nell’elenco.');
      return;
    }
    setBusy(true);
    const outcome = await startEnrolment(trimmed);
    setBusy(false);
    if (outcome.kind === 'started') setPending(outcome.enrolment);
    else if (outcome.kind === 'name-taken') {
      setNameError('Hai già un dispositivo con questo nome: scegline un altro.');
    } else toastError('Non è stato possibile preparare il nuovo dispositivo. Riprova.');
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    const digits = sixDigitCode(code);
    if (!digits) {
      setCodeError('Inserisci le 6 cifre del codice.');
      return;
    }
    setBusy(true);
    const outcome = await verifySecondFactor(pending.factorId, digits);
    setBusy(false);
    if (outcome !== 'verified') {
      setCode('');
      setCodeError(verifyOutcomeMessages[outcome]);
      return;
    }
    toastSuccess(
      `Dispositivo «${name.trim()}» aggiunto: ora puoi entrare anche con il suo codice.`,
    );
    reset();
    await queryClient.invalidateQueries({ queryKey: secondFactorKeys.devices });
  };

  const cancel = async () => {
    // The half-registered app protects nothing: it goes, so its name stays free.
    if (pending) await removeSecondFactorDevice(pending.factorId);
    reset();
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Aggiungi un dispositivo
        </Title>
        {pending ? (
          <form
            onSubmit={(event) => void confirm(event)}
            noValidate
            aria-label="Codice del nuovo dispositivo"
          >
            <Stack gap="md">
              <EnrolmentInstructions
                intro={`Inquadra il codice QR con l’app di autenticazione di «${name.trim()}», poi inserisci il codice a 6 cifre che ti mostra.`}
                qrCode={pending.qrCode}
                secret={pending.secret}
              />
              <CodeInput
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setCodeError(null);
                }}
                error={codeError}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => void cancel()} disabled={busy}>
                  Annulla
                </Button>
                <LoadingButton type="submit" loading={busy}>
                  Verifica e aggiungi
                </LoadingButton>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(event) => void start(event)} noValidate aria-label="Nuovo dispositivo">
            <Stack gap="sm">
              <Text size="sm">
                Un secondo telefono o un tablet con un’app di autenticazione: se perdi il primo,
                entri con il codice di questo.
              </Text>
              <TextInput
                label="Nome del dispositivo"
                placeholder="Telefono di scorta"
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
                error={nameError}
                maxLength={MAX_NAME_LENGTH}
                withAsterisk
              />
              <Group>
                <LoadingButton type="submit" loading={busy}>
                  Continua
                </LoadingButton>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
