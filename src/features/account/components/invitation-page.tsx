import '@/features/account/components/account-form-styles';
import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { myInvitationsQueryOptions } from '@/features/account/api/account-queries';
import { answerInvitation, type MyInvitation } from '@/features/account/api/business-api';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/domain/auth/auth-context';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { userDataKeys } from '@/domain/auth/user-data';
import { roleDescriptions, roleLabels } from '@/domain/customer/business-vocabulary';
import { formatDate, formatEuro } from '@/lib/format';
import { getSupabase } from '@/lib/supabase';

function InvitationCard({ userId, invitation }: { userId: string; invitation: MyInvitation }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const company = invitation.company_name ?? 'l’attività';
  const answer = useMutation({
    mutationFn: async (accept: boolean) =>
      answerInvitation(await getSupabase(), invitation.id, accept),
    onSuccess: async (_result, accept) => {
      // The account the person acts for changed: every cached answer about it is stale.
      await queryClient.invalidateQueries({ queryKey: userDataKeys.of(userId) });
      if (!accept) {
        toastSuccess('Invito rifiutato');
        return;
      }
      toastSuccess(`Benvenuto nel team di ${company}`);
      await navigate({ to: invitation.role === 'orders' ? '/ordine-rapido' : '/estratto-conto' });
    },
    onError: (error) =>
      toastError(
        error instanceof ApiError && error.hint ? error.hint : 'Non è stato possibile. Riprova.',
      ),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {company}
        </Text>
        <Text>
          {invitation.invited_by ?? 'Il titolare'} ti invita con il ruolo{' '}
          <strong>{roleLabels[invitation.role]}</strong>
          {invitation.purchase_limit
            ? `, con un limite di spesa di ${formatEuro(invitation.purchase_limit)} per ordine`
            : ''}
          .
        </Text>
        <Text size="sm" c="dimmed">
          {roleDescriptions[invitation.role]} Valido fino al {formatDate(invitation.expires_at)}.
        </Text>
        <Group>
          <Button
            loading={answer.isPending && answer.variables}
            onClick={() => answer.mutate(true)}
          >
            Accetta l’invito
          </Button>
          <Button
            variant="default"
            loading={answer.isPending && !answer.variables}
            onClick={() => answer.mutate(false)}
          >
            Rifiuta
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Invitations({ userId, email }: { userId: string; email: string | undefined }) {
  const invitations = useQuery(myInvitationsQueryOptions(userId));
  if (invitations.isPending) return <Skeleton height={160} radius="md" mt="lg" />;
  if (invitations.isError) {
    return (
      <Alert color="red" variant="light" mt="lg" title="Inviti non disponibili">
        Non riusciamo a leggere i tuoi inviti in questo momento.
      </Alert>
    );
  }
  if (invitations.data.length === 0) {
    return (
      <Text mt="lg">
        Nessun invito in attesa per {email ?? 'il tuo indirizzo'}. L’invito vale per l’indirizzo a
        cui è stato mandato: accedi con quello, oppure chiedi al titolare di inviarne uno nuovo.
      </Text>
    );
  }
  return (
    <Stack gap="md" mt="lg">
      {invitations.data.map((invitation) => (
        <InvitationCard key={invitation.id} userId={userId} invitation={invitation} />
      ))}
    </Stack>
  );
}

/**
 * /invito: where the invitation e-mail leads (decision 015). Signed in with the invited
 * address, the person accepts and from then on orders or keeps the books for that business.
 */
export function InvitationPage() {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Invito nel team"
      lead="Un ristorante ti ha invitato a ordinare o a tenere i conti con Bottega del Bun."
    >
      {status === 'loading' && <Skeleton height={160} radius="md" mt="lg" />}
      {status === 'unauthenticated' && (
        <Stack mt="lg" align="flex-start">
          <Text>
            Accedi, o registrati, con l’indirizzo e-mail a cui è arrivato l’invito: poi lo trovi
            qui.
          </Text>
          <Group>
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/login" search={{ redirect: '/invito' }} />
              )}
            >
              Accedi
            </Button>
            <Button
              variant="light"
              renderRoot={(props) => (
                <Link {...props} to="/register" search={{ redirect: '/invito' }} />
              )}
            >
              Registrati
            </Button>
          </Group>
        </Stack>
      )}
      {status === 'authenticated' && user && <Invitations userId={user.id} email={user.email} />}
    </PageFrame>
  );
}
