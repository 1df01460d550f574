import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

export const POST_NOT_FOUND_TITLE = 'Articolo non trovato';

/** An address under /blog that names no published post. */
export function BlogNotFound() {
  return (
    <PageFrame
      title={POST_NOT_FOUND_TITLE}
      lead="Questo articolo non esiste o non è ancora stato pubblicato."
    >
      <Group mt="xl">
        <Button component={Link} to="/blog">
          Tutti gli articoli
        </Button>
        <Button component={Link} to="/" variant="outline">
          Torna alla Home
        </Button>
      </Group>
    </PageFrame>
  );
}
