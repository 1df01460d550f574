import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import {
  lastOrderSource,
  romeToday,
  standingSource,
  type StandingSource,
} from '@/features/quick-order/quick-order-sources';
import { QuickOrderSheetView } from '@/features/quick-order/components/quick-order-sheet-view';
import { useAuth } from '@/domain/auth/auth-context';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { useAccountIds } from '@/domain/customer/use-account-ids';
import { ordersQueryOptions } from '@/domain/orders/order-queries';
import { productListQueryOptions } from '@/domain/catalogue/product-queries';

/** The standing order's lines, when known here (the route reads them: another feature's data). */
export type UseStandingLines = (
  userId: string,
) => readonly { weekday: number; product_id: string; quantity: number }[] | null;

function QuickOrderScreen({
  userId,
  useStandingLines,
}: {
  userId: string;
  useStandingLines: UseStandingLines;
}) {
  const profile = useQuery(customerProfileQueryOptions(userId));
  // The catalogue's own query: network first, the device's copy offline (issue 20).
  const products = useQuery(productListQueryOptions());
  // The orders list's query: offline it answers from the orders kept on the device.
  const accountIds = useAccountIds(userId);
  const orders = useInfiniteQuery({
    ...ordersQueryOptions(userId, accountIds ?? [userId]),
    enabled: accountIds !== undefined,
  });
  const standingLines = useStandingLines(userId);

  if (profile.isError || products.isError) {
    return (
      <Text mt="lg" role="alert">
        Non riusciamo a leggere il catalogo in questo momento: riprova quando torna la connessione.
      </Text>
    );
  }
  if (!profile.data || !products.data || orders.isPending) {
    return <Skeleton height={320} radius="md" mt="lg" />;
  }
  if (profile.data.customer_type === 'business' && !profile.data.permissions.order) {
    return (
      <Text mt="lg">
        L’ordine rapido è per chi ordina per {profile.data.company_name}: con il tuo ruolo vedi
        fatture ed estratto conto.
      </Text>
    );
  }
  if (profile.data.customer_type !== 'business') {
    return (
      <>
        <Text mt="lg">
          Il foglio d’ordine rapido è riservato ai clienti business: ristoranti, hamburgerie,
          catering. Puoi ordinare gli stessi bun dal catalogo.
        </Text>
        <Group mt="md">
          <Button component={Link} to="/products">
            Vai al catalogo
          </Button>
          <Button component={Link} to="/business" variant="light">
            Scopri l’offerta per i professionisti
          </Button>
        </Group>
      </>
    );
  }
  const last = lastOrderSource(orders.data?.pages.flatMap((page) => page.orders) ?? []);
  const standing: StandingSource | null = standingLines
    ? standingSource(standingLines, romeToday())
    : null;
  return <QuickOrderSheetView products={products.data} last={last} standing={standing} />;
}

/** /ordine-rapido: every active product on one screen for a business customer (issue 23). */
export function QuickOrderPage({ useStandingLines }: { useStandingLines: UseStandingLines }) {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Ordine rapido"
      lead="Tutti i bun in una schermata: scegli le confezioni, o riparti dall’ultimo ordine, e metti tutto nel carrello."
    >
      {status === 'loading' && <Skeleton height={200} radius="md" mt="lg" />}
      {status === 'unauthenticated' && (
        <>
          <Text mt="lg">Accedi con il tuo account business per usare l’ordine rapido.</Text>
          <Group mt="md">
            <Button
              renderRoot={(props) => (
                <Link to="/login" search={{ redirect: '/ordine-rapido' }} {...props} />
              )}
            >
              Accedi
            </Button>
            <Button component={Link} to="/products" variant="light">
              Vai al catalogo
            </Button>
          </Group>
        </>
      )}
      {status === 'authenticated' && user && (
        <QuickOrderScreen userId={user.id} useStandingLines={useStandingLines} />
      )}
    </PageFrame>
  );
}
