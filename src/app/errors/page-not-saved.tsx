import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import IconWifiOff from '@tabler/icons-react/dist/esm/icons/IconWifiOff.mjs';
import { useEffect } from 'react';

export interface PageNotSavedProps {
  /** Leaves for the catalogue, which every device keeps. */
  onGoToCatalogue: () => void;
}

/**
 * Offline, a page whose code this device has not kept yet (decision 009: the story, legal and
 * sign-in pages are kept once opened, or all at once by the preparation for an offline day).
 * Not an error to report: it says so and loads the page afresh by itself when the connection
 * returns, so the page comes back with its styles and in the current version.
 */
export function PageNotSaved({ onGoToCatalogue }: PageNotSavedProps) {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
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
          <Button variant="outline" onClick={() => window.location.reload()}>
            Riprova
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
