import { Skeleton } from '@mantine/core';
import { PageFrame } from '@/components/page-frame';
import { OrderOutboxList } from '@/offline/outbox/components/order-outbox-list';
import { useAuth } from '@/domain/auth/auth-context';

/** /orders/in-attesa: the orders prepared offline, for the signed-in customer. */
export function OrderOutboxPage() {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Ordini in attesa"
      lead="Gli ordini preparati senza connessione partono appena torni online."
    >
      {status === 'loading' && <Skeleton height={120} radius="md" />}
      {status === 'unauthenticated' && <p>Accedi per vedere i tuoi ordini in attesa.</p>}
      {status === 'authenticated' && user && <OrderOutboxList userId={user.id} />}
    </PageFrame>
  );
}
