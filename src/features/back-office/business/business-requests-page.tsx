import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { ReasonForm } from '@/components/reason-form';
import { adminArea } from '@/features/back-office/admin-areas';
import { adminKeys, businessRequestsQueryOptions } from '@/features/back-office/api/admin-queries';
import {
  type BusinessRequestRow,
  type BusinessTermsInput,
  type RequestStatus,
  reviewBusinessRequest,
} from '@/features/back-office/api/business-api';
import { TermsFields } from '@/features/back-office/business/terms-fields';
import { QueryState } from '@/features/back-office/components/query-state';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { formatDate, formatDateTime } from '@/lib/format';
import { requestOrderFollowUp } from '@/domain/orders/order-follow-up';
import { getSupabase } from '@/lib/supabase';

const startingTerms: BusinessTermsInput = {
  paymentTerms: 'immediate',
  paymentTermDays: 0,
  creditLimit: 500,
};

function Decision({ request }: { request: BusinessRequestRow }) {
  const [terms, setTerms] = useState(startingTerms);
  const [rejecting, setRejecting] = useState(false);
  const decide = useToastedAction({
    failure: 'Decisione non salvata. Riprova.',
    invalidate: [adminKeys.customers()],
    // The customer's e-mail leaves at once rather than at the next scheduled run.
    onDone: () => void getSupabase().then(requestOrderFollowUp),
  });
  const review = (decision: Parameters<typeof reviewBusinessRequest>[2], done: string) =>
    decide.mutate({
      run: async () => reviewBusinessRequest(await getSupabase(), request.id, decision),
      done,
    });
  if (rejecting) {
    return (
      <ReasonForm
        label="Perché non la approvi? (il cliente legge questa nota)"
        confirmLabel="Respingi la richiesta"
        loading={decide.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={(note) =>
          review({ approve: false, note }, 'Richiesta respinta: il cliente riceve la tua nota')
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      {request.kind === 'new' && <TermsFields value={terms} onChange={setTerms} />}
      <Group>
        <Button
          loading={decide.isPending}
          onClick={() =>
            review({ approve: true, ...terms }, `${request.company_name} è ora un account business`)
          }
        >
          {request.kind === 'new' ? 'Approva l’account business' : 'Approva i nuovi dati'}
        </Button>
        <Button variant="default" onClick={() => setRejecting(true)}>
          Respingi
        </Button>
      </Group>
    </Stack>
  );
}

function RequestCard({ request }: { request: BusinessRequestRow }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="business-request">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} size="lg">
              {request.company_name}
            </Text>
            <Text size="sm" c="dimmed">
              {request.kind === 'new' ? 'Nuovo account business' : 'Modifica dei dati fiscali'} ·
              inviata il {formatDateTime(request.submitted_at)}
            </Text>
          </div>
          <Badge
            variant="light"
            color={
              request.status === 'pending'
                ? 'grape'
                : request.status === 'approved'
                  ? 'green'
                  : 'gray'
            }
          >
            {
              {
                pending: 'Da decidere',
                approved: 'Approvata',
                rejected: 'Respinta',
                withdrawn: 'Ritirata',
              }[request.status]
            }
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            Partita IVA {request.vat_number}{' '}
            <Badge size="xs" color="green" variant="light">
              cifra di controllo corretta
            </Badge>
          </Text>
          <Text size="sm">Codice fiscale {request.tax_code}</Text>
          <Text size="sm">
            Sede legale: {request.office_street}, {request.office_postal_code} {request.office_city}{' '}
            ({request.office_province})
          </Text>
          <Text size="sm">
            {request.sdi_code ? `Codice SDI ${request.sdi_code}` : `PEC ${request.pec ?? ''}`}
          </Text>
          <Text size="sm">
            Cliente:{' '}
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/admin/customers/$customerId"
                  params={{ customerId: request.customer_id }}
                />
              )}
            >
              {request.customer_name ?? request.customer_email}
            </Anchor>{' '}
            ({request.customer_email}), registrato il {formatDate(request.customer_since)}
          </Text>
        </SimpleGrid>
        {request.same_vat_customers.length > 0 && (
          <Alert color="orange" variant="light" title="Partita IVA già usata">
            La stessa Partita IVA è di:{' '}
            {request.same_vat_customers.map((other) => other.name ?? 'un cliente').join(', ')}.
            Controlla che sia davvero la stessa attività.
          </Alert>
        )}
        {request.admin_note && <Text size="sm">Nota: {request.admin_note}</Text>}
        {request.status === 'pending' && <Decision request={request} />}
      </Stack>
    </Card>
  );
}

const statusChoices = [
  { value: 'pending', label: 'Da decidere' },
  { value: 'approved', label: 'Approvate' },
  { value: 'rejected', label: 'Respinte' },
];

/**
 * /admin/business-requests: who asks to be a business (decision 015). The Partita IVA and
 * codice fiscale check digits are checked on submission; the admin checks the rest (visura,
 * VIES) and approves with the starting terms and credit, or rejects with a note.
 */
export function BusinessRequestsPage() {
  const area = adminArea('business-requests');
  const [status, setStatus] = useState<RequestStatus>('pending');
  const requests = useQuery(businessRequestsQueryOptions(status));
  return (
    <PageFrame title={area.title} lead={area.description}>
      <SegmentedControl
        mt="md"
        value={status}
        onChange={(value) => setStatus(value as RequestStatus)}
        data={statusChoices}
        aria-label="Richieste da mostrare"
      />
      <QueryState query={requests} what="le richieste">
        {(rows) =>
          rows.length === 0 ? (
            <Text mt="lg">Nessuna richiesta.</Text>
          ) : (
            <Stack gap="md" mt="lg">
              {rows.map((request) => (
                <RequestCard key={request.id} request={request} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
