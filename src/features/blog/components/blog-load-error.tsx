import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { LoadingButton } from '@/components/loading-button';

/** The blog could not be read: say so and offer a retry. */
export function BlogLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
      variant="light"
      color="red.9"
      title="Articoli non disponibili"
      role="alert"
      mt="xl"
      maw={640}
    >
      <Text mb="sm">
        Non siamo riusciti a caricare il blog. Controlla la connessione e riprova.
      </Text>
      <LoadingButton variant="outline" onClick={onRetry} loading={retrying}>
        Riprova
      </LoadingButton>
    </Alert>
  );
}
