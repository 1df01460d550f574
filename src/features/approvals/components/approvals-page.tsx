import '@/features/approvals/components/approvals-styles';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '@/components/page-frame';
import { approvalRequestsQueryOptions } from '@/features/approvals/api/approval-queries';
import { ApprovalRequestCard } from '@/features/approvals/components/approval-request-card';
import { useAuth } from '@/domain/auth/auth-context';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';

function Requests({
  userId,
  highlight,
  justSent,
}: {
  userId: string;
  highlight?: string;
  justSent: boolean;
}) {
  const customer = useQuery(customerProfileQueryOptions(userId));
  const requests = useQuery(approvalRequestsQueryOptions(userId));
  if (customer.isPending || requests.isPending)
    return <Skeleton height={200} radius="md" mt="lg" />;
  if (customer.isError || requests.isError) {
    return (
      <Alert color="red" variant="light" mt="lg" title="Richieste non disponibili">
        Non riusciamo a leggere gli ordini da approvare in questo momento.
      </Alert>
    );
  }
  if (!customer.data.permissions.order) {
    return (
      <Text mt="lg">
        Gli ordini da approvare li vedono il titolare e chi ordina per{' '}
        {customer.data.company_name ?? 'l’attività'}.
      </Text>
    );
  }
  const owner = customer.data.role === 'owner';
  const pending = requests.data.filter((request) => request.status === 'pending');
  const decided = requests.data.filter((request) => request.status !== 'pending');
  return (
    <Stack gap="lg" mt="lg">
      {justSent && (
        <Alert color="grape" variant="light" title="Ordine inviato al titolare">
          Supera il tuo limite di spesa: lo confermiamo quando il titolare lo approva, ai prezzi e
          con la disponibilità di quel momento. Ti scriviamo appena decide.
        </Alert>
      )}
      <section aria-labelledby="pending-approvals">
        <Title order={2} size="h3" id="pending-approvals" mb="sm">
          {owner ? 'Da approvare' : 'In attesa del titolare'}
        </Title>
        {pending.length === 0 ? (
          <Text>Nessun ordine in attesa.</Text>
        ) : (
          <Stack gap="md">
            {pending.map((request) => (
              <ApprovalRequestCard
                key={request.id}
                userId={userId}
                request={request}
                owner={owner}
                highlighted={request.id === highlight}
              />
            ))}
          </Stack>
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="decided-approvals">
          <Title order={2} size="h3" id="decided-approvals" mb="sm">
            Già decisi
          </Title>
          <Stack gap="md">
            {decided.map((request) => (
              <ApprovalRequestCard
                key={request.id}
                userId={userId}
                request={request}
                owner={owner}
                highlighted={request.id === highlight}
              />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/**
 * /orders/approvazioni: the orders the team sent above their purchase limit (decision 015).
 * The owner approves them — placed then, at that moment's prices and stock — or refuses them
 * with a note; the sender follows theirs.
 */
export function ApprovalsPage({ highlight, justSent }: { highlight?: string; justSent: boolean }) {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Ordini da approvare"
      lead="Gli ordini del team sopra il limite di spesa: li confermiamo quando il titolare li approva."
    >
      {status === 'loading' && <Skeleton height={200} radius="md" mt="lg" />}
      {status === 'unauthenticated' && (
        <Text mt="lg">Accedi per vedere gli ordini da approvare.</Text>
      )}
      {status === 'authenticated' && user && (
        <Requests userId={user.id} highlight={highlight} justSent={justSent} />
      )}
    </PageFrame>
  );
}
