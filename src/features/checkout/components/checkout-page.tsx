import '@/features/checkout/components/checkout-styles';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { CheckoutContent } from '@/features/checkout/components/checkout-content';
import type { CheckoutFormProps } from '@/features/checkout/components/checkout-form';
import { PaymentCancelledNotice } from '@/features/checkout/components/payment-cancelled-notice';
import { useAuth } from '@/domain/auth/auth-context';

export interface CheckoutPageProps {
  /** Set when Stripe sent the customer back with "Annulla" (`?order=<id>&payment=cancelled`). */
  cancelledOrderId?: string;
  onOfflineSubmit?: CheckoutFormProps['onOfflineSubmit'];
}

function SignInToOrder() {
  return (
    <>
      <Text mt="lg">Per ordinare accedi o crea un account: il carrello resta com’è.</Text>
      <Group mt="md">
        <Button
          renderRoot={(props) => <Link to="/login" search={{ redirect: '/checkout' }} {...props} />}
        >
          Accedi
        </Button>
        <Button
          renderRoot={(props) => (
            <Link to="/register" search={{ redirect: '/checkout' }} {...props} />
          )}
          variant="outline"
        >
          Registrati
        </Button>
      </Group>
    </>
  );
}

/** /checkout: orders are for signed-in customers (place_order needs one). */
export function CheckoutPage({ cancelledOrderId, onOfflineSubmit }: CheckoutPageProps) {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Completa l’ordine"
      lead="Scegli dove e quando consegnare, come pagare, e controlla il totale."
    >
      {status === 'loading' && <Skeleton height={320} radius="md" mt="lg" />}
      {status === 'unauthenticated' && <SignInToOrder />}
      {status === 'authenticated' && user && (
        <>
          {cancelledOrderId && (
            <PaymentCancelledNotice userId={user.id} orderId={cancelledOrderId} />
          )}
          <CheckoutContent userId={user.id} onOfflineSubmit={onOfflineSubmit} />
        </>
      )}
    </PageFrame>
  );
}
