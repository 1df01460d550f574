import '@/features/standing-orders/components/standing-order-styles';
import { Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { useAuth } from '@/domain/auth/auth-context';
import {
  customerProfileQueryOptions,
  savedAddressesQueryOptions,
} from '@/domain/customer/customer-queries';
import { useMyPriceList } from '@/domain/customer/price-list-query';
import { productListQueryOptions } from '@/domain/catalogue/product-queries';
import {
  standingDeliveriesQueryOptions,
  standingOrderQueryOptions,
} from '@/features/standing-orders/api/standing-order-queries';
import { StandingOrderForm } from '@/features/standing-orders/components/standing-order-form';
import { StandingOrderStatus } from '@/features/standing-orders/components/standing-order-status';
import { UpcomingDeliveries } from '@/features/standing-orders/components/upcoming-deliveries';
import { useStandingOrderActions } from '@/features/standing-orders/components/use-standing-order-actions';
import { useStandingOutbox } from '@/features/standing-orders/components/use-standing-outbox';
import { WaitingChanges } from '@/features/standing-orders/components/waiting-changes';
import { PushOptIn } from '@/offline/push/push-opt-in';

function StandingOrderScreen({ userId }: { userId: string }) {
  const profile = useQuery(customerProfileQueryOptions(userId));
  const addresses = useQuery(savedAddressesQueryOptions(userId));
  const products = useQuery(productListQueryOptions());
  const customerId = profile.data?.customer_id ?? '';
  const standing = useQuery({
    ...standingOrderQueryOptions(userId, customerId),
    enabled: customerId !== '',
  });
  const priceList = useMyPriceList();
  const deliveries = useQuery({
    ...standingDeliveriesQueryOptions(userId),
    enabled: standing.data != null,
  });
  const actions = useStandingOrderActions(userId);
  const waiting = useStandingOutbox(userId);

  if (profile.isError || addresses.isError || products.isError || standing.isError) {
    return (
      <Text mt="lg" role="alert">
        Non riusciamo a leggere il tuo ordine fisso in questo momento: riprova quando torna la
        connessione.
      </Text>
    );
  }
  if (!profile.data || !addresses.data || !products.data || standing.data === undefined) {
    return <Skeleton height={240} radius="md" mt="lg" />;
  }
  if (profile.data.customer_type === 'business' && !profile.data.permissions.order) {
    return (
      <Text mt="lg">
        L’ordine fisso lo gestiscono il titolare e chi ordina per {profile.data.company_name}: con
        il tuo ruolo vedi fatture ed estratto conto.
      </Text>
    );
  }
  if (profile.data.customer_type !== 'business') {
    return (
      <>
        <Text mt="lg">
          Gli ordini fissi sono riservati ai clienti business: ristoranti, hamburgerie, catering.
        </Text>
        <Group mt="md">
          <Button component={Link} to="/business">
            Scopri l’offerta per i professionisti
          </Button>
        </Group>
      </>
    );
  }
  const existing = standing.data;
  return (
    <>
      <WaitingChanges entries={waiting} />
      <Text size="sm" mt="md">
        Serve qualcosa in più per una consegna? Con l’
        <Link to="/ordine-rapido">ordine rapido</Link> componi un ordine in una schermata, anche
        come il tuo ordine fisso.
      </Text>
      {existing && <StandingOrderStatus order={existing.order} status={actions.status} />}
      {existing?.order.status === 'active' && (
        <PushOptIn
          userId={userId}
          audience="customer"
          approves={profile.data.customer_type === 'business' && profile.data.permissions.manage}
          reason="Vuoi un promemoria su questo dispositivo la sera prima che confermiamo l’ordine fisso? Arriva anche ad app chiusa, come gli avvisi di consegna e di pagamento."
          dismissKey="standing-order"
        />
      )}
      {existing && deliveries.data && (
        <UpcomingDeliveries
          deliveries={deliveries.data}
          products={products.data}
          actions={actions}
          active={existing.order.status === 'active'}
        />
      )}
      <Title order={2} size="h3" mt="xl" mb="sm">
        {existing ? 'La tua settimana tipo' : 'Crea il tuo ordine fisso'}
      </Title>
      <StandingOrderForm
        key={existing?.order.updated_at ?? 'new'}
        existing={existing}
        products={products.data}
        addresses={addresses.data}
        save={actions.save}
        closedWeekdays={profile.data.closed_weekdays}
        purchaseLimit={profile.data.purchase_limit}
        priceList={priceList}
      />
    </>
  );
}

/** /ordine-fisso: the business customer's standing order (issue 23). */
export function StandingOrderPage() {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Ordine fisso"
      lead="Gli stessi bun ogni settimana, senza riordinare: scegli giorni e confezioni, poi salta o cambia una consegna quando serve."
    >
      {status === 'loading' && <Skeleton height={200} radius="md" mt="lg" />}
      {status === 'unauthenticated' && (
        <Group mt="lg">
          <Button
            renderRoot={(props) => (
              <Link to="/login" search={{ redirect: '/ordine-fisso' }} {...props} />
            )}
          >
            Accedi
          </Button>
        </Group>
      )}
      {status === 'authenticated' && user && <StandingOrderScreen userId={user.id} />}
    </PageFrame>
  );
}
