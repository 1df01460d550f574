import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

export const PRODUCT_NOT_FOUND_TITLE = 'Prodotto non trovato';

/** An address under /products that names no product on sale. */
export function ProductNotFound() {
  return (
    <PageFrame
      title={PRODUCT_NOT_FOUND_TITLE}
      lead="Questo bun non esiste o non è più in vendita. Dai un’occhiata al resto del catalogo."
    >
      <Group mt="xl">
        <Button component={Link} to="/products">
          Vedi tutti i prodotti
        </Button>
        <Button component={Link} to="/" variant="outline">
          Torna alla Home
        </Button>
      </Group>
    </PageFrame>
  );
}
