import '@/features/checkout/components/checkout-styles';
import { Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageFrame } from '@/components/page-frame';
import { takePlacedOrder } from '@/features/checkout/checkout-attempt';
import { PaymentInstructions } from '@/features/checkout/components/payment-instructions';
import classes from '@/features/checkout/components/success.module.css';
import { useAuth } from '@/domain/auth/auth-context';
import { cartActions } from '@/domain/cart/cart-actions';
import { OrderFacts } from '@/components/orders/order-facts';
import { OrderLinesSummary } from '@/components/orders/order-lines-summary';
import { useAccountIds } from '@/domain/customer/use-account-ids';
import { orderByReferenceQueryOptions } from '@/domain/orders/order-queries';
import type { OrderRecord } from '@/domain/orders/order-schemas';
import { Notice } from '@/components/notice';

const PAYMENT_POLL_MS = 2_000;

function awaitingCardPayment(order: OrderRecord | null | undefined): boolean {
  return (
    order?.payment_method === 'card' &&
    order.payment_status === 'pending' &&
    order.status !== 'cancelled'
  );
}

function PlacedOrder({ order }: { order: OrderRecord }) {
  // The cart is emptied once the order exists, and only for the order it was checked out
  // for: reloading this page, or opening an old link, leaves today's cart alone.
  useEffect(() => {
    if (takePlacedOrder(order.id)) cartActions.clear();
  }, [order.id]);

  return (
    <div className={classes.layout}>
      <section className={classes.card} aria-labelledby="order-summary-title">
        <div>
          <Text>Numero d’ordine</Text>
          <Text className={classes.orderNumber} data-testid="order-number">
            {order.order_number}
          </Text>
        </div>
        <Title order={2} size="h4" id="order-summary-title">
          Cosa hai ordinato
        </Title>
        <OrderLinesSummary items={order.items} amounts={order} />
      </section>
      <section className={classes.card} aria-label="Consegna e pagamento">
        <PaymentInstructions order={order} />
        <OrderFacts order={order} />
        <Group>
          <Button
            renderRoot={(props) => (
              <Link
                to="/orders/$orderNumber"
                params={{ orderNumber: order.order_number }}
                {...props}
              />
            )}
          >
            Segui l’ordine
          </Button>
          <Button component={Link} to="/products" variant="outline">
            Continua gli acquisti
          </Button>
        </Group>
      </section>
    </div>
  );
}

function OrderByReference({ userId, reference }: { userId: string; reference: string }) {
  const accountIds = useAccountIds(userId);
  const order = useQuery({
    ...orderByReferenceQueryOptions(userId, accountIds ?? [userId], reference),
    enabled: accountIds !== undefined,
    // Stripe's webhook may arrive a few seconds after the customer comes back.
    refetchInterval: (query) => (awaitingCardPayment(query.state.data) ? PAYMENT_POLL_MS : false),
  });
  if (order.isPending) return <Skeleton height={320} radius="md" mt="lg" />;
  if (order.isError) {
    return (
      <Notice color="red" variant="light" title="Ordine non disponibile" mt="lg" role="alert">
        Non riusciamo a leggere l’ordine in questo momento.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void order.refetch()}>
          Riprova
        </Button>
      </Notice>
    );
  }
  if (!order.data) {
    return (
      <Notice color="red" variant="light" title="Ordine non trovato" mt="lg" role="alert">
        Non troviamo un ordine con questo riferimento nel tuo account. Controlla i tuoi ordini nella
        pagina <Link to="/orders">I miei ordini</Link>.
      </Notice>
    );
  }
  return <PlacedOrder order={order.data} />;
}

/**
 * /checkout/success/<reference>: a Stripe Checkout session id for card orders (Stripe's
 * success URL), the order number for bank transfer and cash orders. Only the signed-in
 * customer's own orders are found.
 */
export function CheckoutSuccessPage({ reference }: { reference: string }) {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Conferma dell’ordine"
      lead="Il riepilogo del tuo ordine, con il pagamento e il giorno di consegna."
    >
      {status === 'loading' && <Skeleton height={320} radius="md" mt="lg" />}
      {status === 'unauthenticated' && (
        <Text mt="lg">
          Accedi per vedere il tuo ordine:{' '}
          <Link to="/login" search={{ redirect: `/checkout/success/${reference}` }}>
            vai al login
          </Link>
          .
        </Text>
      )}
      {status === 'authenticated' && user && (
        <OrderByReference userId={user.id} reference={reference} />
      )}
    </PageFrame>
  );
}
