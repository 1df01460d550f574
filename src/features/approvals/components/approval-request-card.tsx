import { Badge, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ReasonForm } from '@/components/reason-form';
import {
  type ApprovalRequestRow,
  approveRequest,
  closeRequest,
} from '@/features/approvals/api/approval-queries';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { userDataKeys } from '@/domain/auth/user-data';
import { formatDateTime, formatEuro } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';
import { deliveryDayLabel } from '@/domain/orders/delivery-day';
import { requestOrderFollowUp } from '@/domain/orders/order-follow-up';
import { deliveryDatesQueryOptions, quoteQueryOptions } from '@/domain/orders/order-queries';
import { getSupabase } from '@/lib/supabase';

const statusBadges: Record<ApprovalRequestRow['status'], { label: string; color: string }> = {
  pending: { label: 'In attesa di approvazione', color: 'grape' },
  approved: { label: 'Approvato', color: 'green' },
  rejected: { label: 'Non approvato', color: 'red' },
  withdrawn: { label: 'Ritirato', color: 'gray' },
};

const paymentLabels = {
  bank_transfer: 'bonifico',
  cash_on_delivery: 'pagamento alla consegna',
  card: 'carta',
} as const;

function useDecision(userId: string) {
  return useToastedAction({
    failure: 'Non è stato possibile registrare la decisione. Riprova.',
    // The approvals and the account's pending count are both under the person's data.
    invalidate: [userDataKeys.of(userId)],
    // The e-mail to the other person leaves at once rather than at the next scheduled run.
    onDone: () => void getSupabase().then(requestOrderFollowUp),
  });
}

/** The request's lines at today's prices (what approving would charge) and any shortage. */
function TodaysPrice({ userId, request }: { userId: string; request: ApprovalRequestRow }) {
  const quote = useQuery(quoteQueryOptions(userId, request.lines));
  if (!quote.data) {
    return (
      <Text size="sm">
        {countOf(
          request.lines.reduce((sum, line) => sum + line.quantity, 0),
          'confezione',
        )}
      </Text>
    );
  }
  const { lines, total, shortages } = quote.data;
  return (
    <Stack gap={4}>
      {lines.map((line) =>
        line.kind === 'product' ? (
          <Text size="sm" key={line.product_id}>
            {line.quantity} × {line.name} · {formatEuro(line.unit_price)} a confezione
          </Text>
        ) : null,
      )}
      <Text size="sm" fw={700}>
        Oggi costa {formatEuro(total)}
        {Math.abs(total - request.quoted_total) >= 0.005 &&
          ` (era ${formatEuro(request.quoted_total)} quando è stato chiesto)`}
      </Text>
      {shortages.map((shortage) => (
        <Text size="sm" c="red.8" key={shortage.product_id} role="status">
          {shortage.name}: ne restano {shortage.available}, ne servono {shortage.requested}
        </Text>
      ))}
    </Stack>
  );
}

function OwnerActions({ userId, request }: { userId: string; request: ApprovalRequestRow }) {
  const decide = useDecision(userId);
  const dates = useQuery(deliveryDatesQueryOptions(userId));
  const offered = dates.data ?? [];
  const [day, setDay] = useState<string | null>(null);
  const chosen =
    day ?? (offered.includes(request.delivery_date) ? request.delivery_date : offered[0]);
  const [refusing, setRefusing] = useState(false);
  return (
    <Stack gap="sm">
      {!offered.includes(request.delivery_date) && offered.length > 0 && (
        <Text size="sm" c="orange.9">
          Il giorno chiesto non è più disponibile: scegli un’altra consegna.
        </Text>
      )}
      <Radio.Group value={chosen ?? ''} onChange={setDay} label="Consegna">
        <Group mt={4}>
          {offered.map((date) => (
            <Radio key={date} value={date} label={deliveryDayLabel(date)} />
          ))}
        </Group>
      </Radio.Group>
      {refusing ? (
        <ReasonForm
          label="Perché non lo approvi? (lo legge chi l’ha chiesto)"
          confirmLabel="Conferma il rifiuto"
          loading={decide.isPending}
          onCancel={() => setRefusing(false)}
          onConfirm={(reason) =>
            decide.mutate({
              run: async () => closeRequest(await getSupabase(), request.id, reason),
              done: 'Ordine non approvato: abbiamo avvisato chi l’ha chiesto',
            })
          }
        />
      ) : (
        <Group>
          <Button
            loading={decide.isPending}
            disabled={!chosen}
            onClick={() =>
              chosen &&
              decide.mutate({
                run: async () => approveRequest(await getSupabase(), request.id, chosen),
                done: 'Ordine approvato e confermato',
              })
            }
          >
            Approva e conferma l’ordine
          </Button>
          <Button variant="default" onClick={() => setRefusing(true)}>
            Rifiuta
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * One request: who asked, for when, how it is paid, its lines at today's prices; the owner
 * decides, the requester may withdraw a waiting one.
 */
export function ApprovalRequestCard({
  userId,
  request,
  owner,
  highlighted,
}: {
  userId: string;
  request: ApprovalRequestRow;
  owner: boolean;
  highlighted: boolean;
}) {
  const withdraw = useDecision(userId);
  const badge = statusBadges[request.status];
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="approval-request"
      aria-current={highlighted || undefined}
      style={
        highlighted ? { borderColor: 'var(--mantine-color-crust-6)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>
              {request.requested_by_name ?? 'Un membro del team'} ·{' '}
              {formatEuro(request.quoted_total)}
            </Text>
            <Text size="sm" c="dimmed">
              Chiesto il {formatDateTime(request.created_at)} per{' '}
              {deliveryDayLabel(request.delivery_date)}, {paymentLabels[request.payment_method]};
              limite di spesa {formatEuro(request.purchase_limit)}
            </Text>
          </div>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm">
          Consegna a {request.address.recipient}, {request.address.street},{' '}
          {request.address.postal_code} {request.address.city}
        </Text>
        {request.notes && <Text size="sm">Note: {request.notes}</Text>}
        {request.status === 'pending' && <TodaysPrice userId={userId} request={request} />}
        {request.status === 'pending' && owner && (
          <OwnerActions userId={userId} request={request} />
        )}
        {request.status === 'pending' && !owner && request.requested_by === userId && (
          <Group>
            <Button
              variant="default"
              size="compact-md"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate({
                  run: async () => closeRequest(await getSupabase(), request.id, null),
                  done: 'Richiesta ritirata',
                })
              }
            >
              Ritira la richiesta
            </Button>
          </Group>
        )}
        {request.status !== 'pending' && (
          <Text size="sm">
            {request.decided_by_name ? `${request.decided_by_name}, ` : ''}
            {request.decided_at ? formatDateTime(request.decided_at) : ''}
            {request.decision_note ? ` — ${request.decision_note}` : ''}
          </Text>
        )}
        {request.order && (
          <Group>
            <Button
              size="compact-md"
              variant="light"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/orders/$orderNumber"
                  params={{ orderNumber: request.order?.order_number ?? '' }}
                />
              )}
            >
              Vedi l’ordine {request.order.order_number}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
