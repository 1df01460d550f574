import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myInvitationsQueryOptions } from '@/features/account/api/account-queries';

/** "Osteria del Borgo ti ha invitato nel suo team": a pointer to /invito while one is open. */
export function PendingInvitationsNotice({ userId }: { userId: string }) {
  const invitations = useQuery(myInvitationsQueryOptions(userId));
  const first = invitations.data?.[0];
  if (!first) return null;
  return (
    <Alert color="crust" variant="light" title="Hai un invito">
      <Text size="sm" mb="xs">
        {first.company_name ?? 'Un’attività'} ti ha invitato a far parte del suo team.
      </Text>
      <Button component={Link} to="/invito" size="compact-sm">
        Vedi l’invito
      </Button>
    </Alert>
  );
}
