import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageFrame } from '@/components/page-frame';
import { useAuth } from '@/domain/auth/auth-context';

export const ACCESS_DENIED_TITLE = 'Accesso riservato';

/**
 * The 403 page of the admin area: a signed-in customer reached an /admin address. It says
 * who may enter and offers the way out; the database refuses the admin data anyway (RLS).
 */
export function AccessDeniedPage() {
  const { user } = useAuth();
  useEffect(() => {
    // The guarded route never loaded, so its own title never applied.
    document.title = `${ACCESS_DENIED_TITLE} | Bottega del Bun`;
  }, []);
  return (
    <PageFrame
      title={ACCESS_DENIED_TITLE}
      lead="Quest’area è riservata agli amministratori di Bottega del Bun."
    >
      <Text c="dimmed" mt="sm">
        Errore 403 ·{' '}
        {user
          ? `Hai effettuato l’accesso come ${user.email}, un account cliente.`
          : 'Il tuo account non ha i permessi di amministratore.'}{' '}
        Se gestisci il negozio, esci e accedi con l’account amministratore.
      </Text>
      <Group mt="xl">
        <Button component={Link} to="/">
          Torna alla Home
        </Button>
        <Button component={Link} to="/profile" variant="outline">
          Il mio profilo
        </Button>
      </Group>
    </PageFrame>
  );
}
