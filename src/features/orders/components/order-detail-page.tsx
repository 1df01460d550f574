import '@/features/orders/components/orders-styles';
import { Button, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { PageFrame } from '@/components/page-frame';
import { CancelOrderButton } from '@/features/orders/components/cancel-order-button';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import {
  OrderFiscalDocuments,
  useAmountStillDue,
} from '@/features/orders/components/order-fiscal-documents';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import classes from '@/features/orders/components/orders.module.css';
import { OrdersSignIn } from '@/features/orders/components/orders-sign-in';
import { ReorderButton } from '@/features/orders/components/reorder-button';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useAuth } from '@/domain/auth/auth-context';
import { fetchOrderDeliveryNote } from '@/domain/documents/delivery-notes';
import { fetchOrderProductSheets } from '@/domain/documents/product-sheets';
import { formatDateTime } from '@/lib/format';
import { BankTransferDetails } from '@/components/orders/bank-transfer-details';
import { OrderFacts } from '@/components/orders/order-facts';
import { OrderLinesSummary } from '@/components/orders/order-lines-summary';
import { canCancel, cancellableUntil } from '@/domain/orders/cancel-window';
import { useAccountIds } from '@/domain/customer/use-account-ids';
import { orderDetailQueryOptions } from '@/domain/orders/order-queries';
import type { OrderRecord } from '@/domain/orders/order-schemas';
import { Notice } from '@/components/notice';
import { PaymentHoldNotice } from '@/features/orders/components/payment-hold-notice';

/** Re-renders when the cancel window closes, so the button disappears on time. */
function useCancelWindowOpen(order: OrderRecord): boolean {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const leftMs = cancellableUntil(order.created_at).getTime() - Date.now();
    if (order.status !== 'received' || leftMs <= 0) return;
    const timer = setTimeout(() => setNow(new Date()), leftMs + 50);
    return () => clearTimeout(timer);
  }, [order.created_at, order.status]);
  return canCancel(order, now);
}

/** The delivery note travels with the goods: it exists once the order left (the database checks too). */
function deliveryNoteReady(order: OrderRecord): boolean {
  return ['shipped', 'delivered'].includes(order.status);
}

function OrderDetail({ userId, order }: { userId: string; order: OrderRecord }) {
  const cancellable = useCancelWindowOpen(order);
  const awaitingTransfer =
    order.payment_method === 'bank_transfer' &&
    order.payment_status === 'pending' &&
    order.status !== 'cancelled';
  return (
    <div className={classes.layout}>
      <section className={classes.card} aria-labelledby="order-status-title">
        <Title order={2} size="h4" id="order-status-title">
          Stato
        </Title>
        <div>
          <OrderStatusBadge status={order.status} />
          <Text size="sm" c="dimmed" mt={4}>
            Ordinato il {formatDateTime(order.created_at)}
          </Text>
        </div>
        <OrderTimeline status={order.status} history={order.history} />
        <PaymentHoldNotice order={order} />
        <div className={classes.actions}>
          <ReorderButton items={order.items} />
        </div>
        {deliveryNoteReady(order) && (
          <DocumentDownloadButton load={() => fetchOrderDeliveryNote(order.id)}>
            Scarica il documento di trasporto (DDT)
          </DocumentDownloadButton>
        )}
        <DocumentDownloadButton load={() => fetchOrderProductSheets(order.id)}>
          Schede prodotto e allergeni (PDF)
        </DocumentDownloadButton>
        <OrderFiscalDocuments userId={userId} orderId={order.id} />
        {cancellable && (
          <div>
            <CancelOrderButton userId={userId} orderId={order.id} createdAt={order.created_at} />
          </div>
        )}
      </section>
      <section className={classes.card} aria-labelledby="order-items-title">
        <Title order={2} size="h4" id="order-items-title">
          Prodotti e totale
        </Title>
        <OrderLinesSummary items={order.items} amounts={order} />
        <OrderFacts order={order} />
        {awaitingTransfer && <TransferStillDue userId={userId} order={order} />}
      </section>
    </div>
  );
}

/** The bank details with the amount still to transfer (the total less any credit note). */
function TransferStillDue({ userId, order }: { userId: string; order: OrderRecord }) {
  const amount = useAmountStillDue(userId, order.id, order.total);
  if (amount === 0) return null;
  return <BankTransferDetails orderNumber={order.order_number} total={amount} />;
}

function OrderByNumber({ userId, orderNumber }: { userId: string; orderNumber: string }) {
  const accountIds = useAccountIds(userId);
  const order = useQuery({
    ...orderDetailQueryOptions(userId, accountIds ?? [userId], orderNumber),
    enabled: accountIds !== undefined,
  });
  const online = useOnlineStatus();
  if (order.isPending) return <Skeleton height={320} radius="md" mt="lg" />;
  if (order.isError) {
    return (
      <Notice color="red" variant="light" title="Ordine non disponibile" mt="lg" role="alert">
        {online
          ? 'Non riusciamo a leggere l’ordine in questo momento.'
          : 'Sei offline e questo ordine non è tra quelli salvati su questo dispositivo.'}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void order.refetch()}>
          Riprova
        </Button>
      </Notice>
    );
  }
  if (!order.data) {
    return (
      <Notice color="red" variant="light" title="Ordine non trovato" mt="lg" role="alert">
        Non troviamo questo ordine nel tuo account. Torna a <Link to="/orders">I miei ordini</Link>.
      </Notice>
    );
  }
  return <OrderDetail userId={userId} order={order.data} />;
}

/** /orders/<order number>: timeline, items, totals, address, invoice; cancel and reorder. */
export function OrderDetailPage({ orderNumber }: { orderNumber: string }) {
  const { status, user } = useAuth();
  return (
    <PageFrame title={`Ordine ${orderNumber}`}>
      {status === 'loading' && <Skeleton height={320} radius="md" mt="lg" />}
      {status === 'unauthenticated' && <OrdersSignIn redirect={`/orders/${orderNumber}`} />}
      {status === 'authenticated' && user && (
        <OrderByNumber userId={user.id} orderNumber={orderNumber} />
      )}
    </PageFrame>
  );
}
