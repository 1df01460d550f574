import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import IconWifiOff from '@tabler/icons-react/dist/esm/icons/IconWifiOff.mjs';
import { useEffect } from 'react';
import { waitUntilReachable } from '@/app/errors/reload-when-reachable';
import { browserIsOffline } from '@/lib/network/reachability';

export interface PageNotSavedProps {
  /** The file that could not be downloaded (or the page itself): what must answer before reloading. */
  missingUrl: string;
  /** Leaves for the catalogue, which every device keeps. */
  onGoToCatalogue: () => void;
}

/**
 * Offline, a page whose code this device has not kept yet (decision 009: the story, legal and
 * sign-in pages are kept once opened, or all at once by the preparation for an offline day).
 * Not an error to report: it says so and loads the page afresh by itself when the connection
 * returns and the missing file answers, so the page comes back with its styles and in the
 * current version.
 */
export function PageNotSaved({ missingUrl, onGoToCatalogue }: PageNotSavedProps) {
  useEffect(() => {
    let unmounted = false;
    const probe = {
      fetch: (url: string, init: RequestInit) => fetch(url, init),
      wait: (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
      isOffline: browserIsOffline,
      isCancelled: () => unmounted,
    };
    const reloadWhenReachable = () =>
      void waitUntilReachable(missingUrl, probe).then((reachable) => {
        if (reachable) window.location.reload();
      });
    window.addEventListener('online', reloadWhenReachable);
    return () => {
      unmounted = true;
      window.removeEventListener('online', reloadWhenReachable);
    };
  }, [missingUrl]);
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
