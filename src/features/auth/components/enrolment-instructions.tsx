import { Code, Image, Text } from '@mantine/core';
import { groupedSecret } from '@/features/auth/second-factor';

/**
 * How to register an authenticator app: the QR code of the new factor and, for those who cannot
 * scan it, its key grouped by four. `intro` says why the app is being registered.
 */
export function EnrolmentInstructions({
  intro,
  qrCode,
  secret,
}: {
  intro: string;
  qrCode: string;
  secret: string;
}) {
  return (
    <>
      <Text>{intro}</Text>
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
