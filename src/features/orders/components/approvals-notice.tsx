import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { Notice } from '@/components/notice';

/**
 * For a business owner: the team's orders waiting for their approval (decision 015), at the
 * top of their orders. A member with a purchase limit gets a pointer to where theirs stand.
 */
export function ApprovalsNotice({ userId }: { userId: string }) {
  const account = useQuery(customerProfileQueryOptions(userId));
  const data = account.data;
  if (!data) return null;
  if (data.role === 'owner' && data.pending_approvals > 0) {
    return (
      <Notice color="grape" variant="light" mt="md" title="Ordini da approvare">
        <Text size="sm" mb="xs">
          {data.pending_approvals === 1
            ? 'Un ordine del tuo team supera il limite di spesa e aspetta la tua approvazione.'
            : `${data.pending_approvals} ordini del tuo team superano il limite di spesa e aspettano la tua approvazione.`}
        </Text>
        <Button
          size="compact-sm"
          renderRoot={(props) => <Link {...props} to="/orders/approvazioni" />}
        >
          Approva o rifiuta
        </Button>
      </Notice>
    );
  }
  if (data.role === 'orders' && data.purchase_limit !== null) {
    return (
      <Text size="sm" mt="md">
        Gli ordini sopra il tuo limite di spesa li trovi in{' '}
        <Link to="/orders/approvazioni">Ordini da approvare</Link>.
      </Text>
    );
  }
  return null;
}
