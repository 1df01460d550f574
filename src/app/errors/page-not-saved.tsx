import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import IconWifiOff from '@tabler/icons-react/dist/esm/icons/IconWifiOff.mjs';
import { useEffect } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';

export interface PageNotSavedProps {
  /** Leaves for the catalogue, which every device keeps. */
  onGoToCatalogue: () => void;
}

/**
 * A page whose code could not be downloaded: offline, one this device has not kept yet
 * (decision 009: the story, legal and sign-in pages are kept once opened, or all at once by
 * the preparation for an offline day); online, a connection that does not answer or a version
 * the server has replaced. Not an error to report: it says so and loads the page afresh — by
 * itself when the connection returns — so the page comes back with its styles and, after a
 * deploy, in the current version.
 */
export function PageNotSaved({ onGoToCatalogue }: PageNotSavedProps) {
  const online = useOnlineStatus();
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
        <Title order={1}>
          {online ? 'Pagina non scaricata' : 'Pagina non disponibile offline'}
        </Title>
        <Text size="lg">
          {online
            ? 'Non siamo riusciti a scaricare questa pagina: la connessione non risponde o il negozio è stato appena aggiornato. Riprova tra un momento.'
            : 'Sei offline e questa pagina non è ancora salvata su questo dispositivo: si aprirà da sola quando torna la connessione.'}{' '}
          Il catalogo, il carrello e i tuoi ordini restano a disposizione.
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
