import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Skeleton, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountStatementView } from '@/components/account-statement-view';
import { PageFrame } from '@/components/page-frame';
import { useAuth } from '@/domain/auth/auth-context';
import { userDataKeys } from '@/domain/auth/user-data';
import { fetchAccountStatement } from '@/domain/customer/account-statement';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

function statementQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: [...userDataKeys.of(userId), 'statement'] as const,
    queryFn: async () => fetchAccountStatement(await getSupabase()),
  });
}

function Statement({ userId }: { userId: string }) {
  const customer = useQuery(customerProfileQueryOptions(userId));
  const allowed =
    customer.data?.permissions.documents && customer.data.customer_type === 'business';
  const statement = useQuery({ ...statementQueryOptions(userId), enabled: Boolean(allowed) });
  if (customer.isPending) return <Skeleton height={240} radius="md" mt="lg" />;
  if (!allowed) {
    return (
      <Text mt="lg">
        {customer.data?.customer_type === 'business'
          ? 'L’estratto conto lo vedono il titolare e chi tiene l’amministrazione.'
          : 'L’estratto conto è per gli account business che pagano con bonifico.'}
      </Text>
    );
  }
  if (statement.isPending) return <Skeleton height={240} radius="md" mt="lg" />;
  if (statement.isError) {
    return (
      <Alert color="red" variant="light" mt="lg" title="Estratto conto non disponibile">
        Non riusciamo a leggere l’estratto conto in questo momento.
      </Alert>
    );
  }
  return (
    <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
      <AccountStatementView statement={statement.data} />
    </div>
  );
}

/**
 * /estratto-conto: what the business owes and since when (decision 015), for the owner and the
 * people who keep its books.
 */
export function StatementPage() {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Estratto conto"
      lead="Gli ordini con bonifico o pagamento alla consegna: scadenze, fatture e cosa resta da pagare."
    >
      {status === 'loading' && <Skeleton height={240} radius="md" mt="lg" />}
      {status === 'unauthenticated' && (
        <Text mt="lg">Accedi per vedere il tuo estratto conto.</Text>
      )}
      {status === 'authenticated' && user && <Statement userId={user.id} />}
    </PageFrame>
  );
}
