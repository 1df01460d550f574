import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import IconWifiOff from '@tabler/icons-react/dist/esm/icons/IconWifiOff.mjs';
import { useEffect } from 'react';

export interface PageNotSavedProps {
  /** Loads the page again (its code downloads now that the connection is back). */
  onRetry: () => void;
  /** Leaves for the catalogue, which every device keeps. */
  onGoToCatalogue: () => void;
}

/**
 * Offline, a page whose code this device has not kept yet (decision 009: the story, legal and
 * sign-in pages are saved once opened, or all at once by the preparation for an offline day).
 * Not an error to report: it says so, and opens the page by itself when the connection returns.
 */
export function PageNotSaved({ onRetry, onGoToCatalogue }: PageNotSavedProps) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Container size="sm" py={64} component="main">
      <Stack align="center" ta="center" gap="lg">
        <IconWifiOff
          size={56}
          stroke={1.5}
          color="var(--mantine-color-crust-7)"
          aria-hidden="true"
        />
        <Title order={1}>Pagina non disponibile offline</Title>
        <Text size="lg">
          Sei offline e questa pagina non è ancora salvata su questo dispositivo: si aprirà da sola
          quando torna la connessione. Il catalogo, il carrello e i tuoi ordini restano a
          disposizione.
        </Text>
        <Group justify="center">
          <Button onClick={onGoToCatalogue}>Vai al catalogo</Button>
          <Button variant="outline" onClick={onRetry}>
            Riprova
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
