import '@/features/orders/components/orders-styles';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { LoadingButton } from '@/components/loading-button';
import { PageFrame } from '@/components/page-frame';
import { ApprovalsNotice } from '@/features/orders/components/approvals-notice';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import classes from '@/features/orders/components/orders.module.css';
import { OrdersSignIn } from '@/features/orders/components/orders-sign-in';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useAuth } from '@/domain/auth/auth-context';
import { atTimePhrase, formatDate, formatEuro } from '@/lib/format';
import { deliveryDayLabel } from '@/domain/orders/delivery-day';
import { useAccountIds } from '@/domain/customer/use-account-ids';
import { ordersQueryOptions } from '@/domain/orders/order-queries';
import { Notice } from '@/components/notice';

function OrderList({ userId }: { userId: string }) {
  const accountIds = useAccountIds(userId);
  const orders = useInfiniteQuery({
    ...ordersQueryOptions(userId, accountIds ?? [userId]),
    enabled: accountIds !== undefined,
  });
  const online = useOnlineStatus();
  if (orders.isPending) return <Skeleton height={200} radius="md" mt="lg" />;
  if (orders.isError) {
    return (
      <Notice color="red" variant="light" title="Ordini non disponibili" mt="lg" role="alert">
        {online
          ? 'Non riusciamo a leggere i tuoi ordini in questo momento.'
          : 'Sei offline e i tuoi ordini non sono ancora salvati su questo dispositivo: li vedrai quando torna la connessione.'}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void orders.refetch()}>
          Riprova
        </Button>
      </Notice>
    );
  }
  const pages = orders.data.pages;
  const list = pages.flatMap((page) => page.orders);
  const keptAt = pages[0]?.keptAt;
  if (list.length === 0) {
    return (
      <Stack mt="lg" align="flex-start">
        <Text>Non hai ancora fatto ordini.</Text>
        <Button component={Link} to="/products">
          Scopri i nostri bun
        </Button>
      </Stack>
    );
  }
  return (
    <>
      {keptAt !== undefined && (
        <Text size="sm" mt="lg" data-testid="orders-kept-note">
          Sei offline: questi sono gli ordini salvati su questo dispositivo, aggiornati{' '}
          {atTimePhrase(new Date(keptAt))}. Stato e ordini più vecchi si aggiornano quando torna la
          connessione.
        </Text>
      )}
      <ul className={classes.list} aria-label="I tuoi ordini">
        {list.map((order) => (
          <li key={order.id}>
            <Link
              to="/orders/$orderNumber"
              params={{ orderNumber: order.order_number }}
              className={classes.entry}
              data-testid="order-entry"
            >
              <span className={classes.entryNumber}>{order.order_number}</span>
              <span className={classes.entryTotal}>{formatEuro(order.total)}</span>
              <span className={classes.entryMeta}>
                Ordinato il {formatDate(order.created_at)} · consegna{' '}
                {deliveryDayLabel(order.delivery_date)}
              </span>
              <Group justify="flex-end">
                <OrderStatusBadge status={order.status} />
              </Group>
            </Link>
          </li>
        ))}
      </ul>
      {orders.hasNextPage && (
        <Group justify="center" mt="lg">
          <LoadingButton
            variant="light"
            loading={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            Mostra altri ordini
          </LoadingButton>
        </Group>
      )}
    </>
  );
}

/** /orders: the signed-in customer's orders, newest first, with their state. */
export function OrdersPage({
  waitingOrders,
}: {
  /** The orders prepared offline and not sent yet (the outbox), shown above the list. */
  waitingOrders?: (userId: string) => ReactNode;
} = {}) {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="I miei ordini"
      lead="Lo storico dei tuoi ordini, con lo stato di ogni consegna."
    >
      {status === 'loading' && <Skeleton height={200} radius="md" mt="lg" />}
      {status === 'unauthenticated' && <OrdersSignIn redirect="/orders" />}
      {status === 'authenticated' && user && (
        <>
          {waitingOrders?.(user.id)}
          <ApprovalsNotice userId={user.id} />
          <Text size="sm" mt="md">
            Per ristoranti e locali: con l’<Link to="/ordine-fisso">ordine fisso</Link> ricevi gli
            stessi bun ogni settimana senza riordinare, e con l’
            <Link to="/ordine-rapido">ordine rapido</Link> componi un ordine in una schermata.
          </Text>
          <OrderList userId={user.id} />
        </>
      )}
    </PageFrame>
  );
}
