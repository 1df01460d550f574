import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

export const NOT_FOUND_TITLE = 'Pagina non trovata';

/** Any address the shop does not know. */
export function NotFoundPage() {
  return (
    <PageFrame
      title={NOT_FOUND_TITLE}
      lead="La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo oppure riparti da qui."
    >
      <Group mt="xl">
        <Button component={Link} to="/">
          Torna alla Home
        </Button>
        <Button component={Link} to="/products" variant="outline">
          Vedi i prodotti
        </Button>
      </Group>
    </PageFrame>
  );
}
