import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  leaveBusiness,
  requestBusinessAccount,
  withdrawBusinessRequest,
} from '@/features/account/api/business-api';
import type { BusinessRequestData } from '@/domain/auth/business-request-form';
import { AccountSection } from '@/features/account/components/account-section';
import { BusinessFacts } from '@/features/account/components/business-facts';
import { BusinessRequestForm } from '@/components/business-request-form';
import { ClosedWeekdaysForm } from '@/features/account/components/closed-weekdays-form';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { userDataKeys } from '@/domain/auth/user-data';
import { roleLabels } from '@/domain/customer/business-vocabulary';
import type { BusinessRequestSummary, CurrentCustomer } from '@/domain/customer/current-customer';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { formatEuro, formatLongDate } from '@/lib/format';
import { getSupabase } from '@/lib/supabase';

function useAccountAction(userId: string) {
  return useToastedAction({
    failure: 'Non è stato possibile. Riprova.',
    invalidate: [userDataKeys.of(userId)],
  });
}

function PendingRequest({ request, userId }: { request: BusinessRequestSummary; userId: string }) {
  const action = useAccountAction(userId);
  return (
    <Alert color="blue" variant="light" title="Richiesta in verifica">
      <Stack gap="xs">
        <Text size="sm">
          Hai inviato la richiesta per {request.company_name} il{' '}
          {formatLongDate(request.submitted_at)}: la Bottega controlla i dati e ti scrive appena ha
          deciso. Fino ad allora ordini come cliente privato.
        </Text>
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={action.isPending}
            onClick={() =>
              action.mutate({
                run: async () => withdrawBusinessRequest(await getSupabase()),
                done: 'Richiesta ritirata',
              })
            }
          >
            Ritira la richiesta
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function RequestForm({
  userId,
  customer,
  kind,
  onClose,
}: {
  userId: string;
  customer: CurrentCustomer;
  kind: 'new' | 'change';
  onClose?: () => void;
}) {
  const queryClient = useQueryClient();
  const send = async (data: BusinessRequestData) => {
    try {
      await requestBusinessAccount(await getSupabase(), data);
    } catch (error) {
      if (!(error instanceof ApiError) || error.message === 'invalid_business_request') throw error;
      toastError(error.hint ?? 'Non è stato possibile inviare la richiesta. Riprova.');
      return;
    }
    toastSuccess('Richiesta inviata: ti scriviamo appena l’abbiamo verificata');
    onClose?.();
    await queryClient.invalidateQueries({ queryKey: userDataKeys.of(userId) });
  };
  const office = customer.office;
  return (
    <BusinessRequestForm
      submitLabel={kind === 'new' ? 'Invia la richiesta' : 'Invia la richiesta di modifica'}
      onSubmit={send}
      onCancel={onClose}
      initialValues={{
        companyName: customer.company_name ?? customer.business_request?.company_name ?? '',
        vatNumber: customer.vat_number ?? customer.business_request?.vat_number ?? '',
        taxCode: kind === 'change' ? (customer.tax_code ?? '') : '',
        officeStreet: office?.street ?? '',
        officePostalCode: office?.postal_code ?? '',
        officeCity: office?.city ?? '',
        officeProvince: office?.province ?? '',
        sdiCode: kind === 'change' ? (customer.sdi_code ?? '') : '',
        pec: kind === 'change' ? (customer.pec ?? '') : '',
      }}
    />
  );
}

function PrivateCustomer({ userId, customer }: { userId: string; customer: CurrentCustomer }) {
  const [asking, setAsking] = useState(false);
  const request = customer.business_request;
  if (request?.status === 'pending') return <PendingRequest request={request} userId={userId} />;
  return (
    <Stack gap="md">
      {request?.status === 'rejected' && (
        <Alert color="red" variant="light" title="Richiesta non approvata">
          <Text size="sm">
            La richiesta per {request.company_name} non è stata approvata
            {request.admin_note ? `: ${request.admin_note}` : '.'} Puoi correggere i dati e inviarla
            di nuovo.
          </Text>
        </Alert>
      )}
      {asking ? (
        <RequestForm
          userId={userId}
          customer={customer}
          kind="new"
          onClose={() => setAsking(false)}
        />
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text>
            Hai un ristorante, un bar o un’attività? Con un account business verificato paghi con
            bonifico, imposti un ordine fisso, usi l’ordine rapido e fai ordinare il tuo team con le
            sue credenziali.
          </Text>
          <Button onClick={() => setAsking(true)}>Richiedi un account business</Button>
        </Stack>
      )}
    </Stack>
  );
}

function Owner({ userId, customer }: { userId: string; customer: CurrentCustomer }) {
  const [changing, setChanging] = useState(false);
  const request = customer.business_request;
  return (
    <Stack gap="lg">
      <BusinessFacts customer={customer} />
      {request?.status === 'pending' ? (
        <PendingRequest request={request} userId={userId} />
      ) : changing ? (
        <RequestForm
          userId={userId}
          customer={customer}
          kind="change"
          onClose={() => setChanging(false)}
        />
      ) : (
        <Group gap="xs">
          <Button variant="light" size="compact-sm" onClick={() => setChanging(true)}>
            Chiedi una modifica dei dati fiscali
          </Button>
          {request?.status === 'rejected' && request.kind === 'change' && (
            <Text size="sm" c="red.8">
              L’ultima richiesta di modifica non è stata approvata
              {request.admin_note ? `: ${request.admin_note}` : '.'}
            </Text>
          )}
        </Group>
      )}
      <ClosedWeekdaysForm userId={userId} closed={customer.closed_weekdays} />
      <Group gap="md">
        <Anchor component={Link} to="/team">
          Il tuo team
        </Anchor>
        <Anchor component={Link} to="/estratto-conto">
          Estratto conto
        </Anchor>
        <Anchor component={Link} to="/orders/approvazioni">
          Ordini da approvare
          {customer.pending_approvals > 0 ? ` (${customer.pending_approvals})` : ''}
        </Anchor>
      </Group>
    </Stack>
  );
}

function Member({ userId, customer }: { userId: string; customer: CurrentCustomer }) {
  const action = useAccountAction(userId);
  const role = customer.role === 'accounting' ? 'accounting' : 'orders';
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        Fai parte del team di <strong>{customer.company_name}</strong> con il ruolo{' '}
        <strong>{roleLabels[role]}</strong>
        {customer.purchase_limit
          ? `, con un limite di spesa di ${formatEuro(customer.purchase_limit)} per ordine: sopra, l’ordine va al titolare per l’approvazione.`
          : '.'}
      </Text>
      {customer.permissions.documents && (
        <Anchor component={Link} to="/estratto-conto">
          Estratto conto
        </Anchor>
      )}
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        loading={action.isPending}
        onClick={() =>
          action.mutate({
            run: async () => leaveBusiness(await getSupabase()),
            done: `Sei uscito dal team di ${customer.company_name ?? 'questa attività'}`,
          })
        }
      >
        Esci dal team
      </Button>
    </Stack>
  );
}

/**
 * The business account on the profile page (decision 015): the request and its outcome for a
 * private customer, the approved data, closed days and links for an owner, the role for a
 * member of a team.
 */
export function BusinessAccountSection({ userId }: { userId: string }) {
  const customer = useQuery(customerProfileQueryOptions(userId));
  let content;
  if (customer.isPending) content = <Skeleton height={120} radius="md" />;
  else if (customer.isError)
    content = (
      <Alert color="red" variant="light" title="Dati non disponibili">
        Non riusciamo a leggere il tuo account in questo momento.
      </Alert>
    );
  else if (customer.data.role === 'owner')
    content = <Owner userId={userId} customer={customer.data} />;
  else if (customer.data.role) content = <Member userId={userId} customer={customer.data} />;
  else content = <PrivateCustomer userId={userId} customer={customer.data} />;
  return (
    <AccountSection
      title="Account business"
      description="Per ristoranti e attività: pagamento con bonifico, ordine fisso, team e fattura elettronica."
    >
      {content}
    </AccountSection>
  );
}
