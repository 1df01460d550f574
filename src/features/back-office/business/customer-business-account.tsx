import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountStatementView } from '@/components/account-statement-view';
import {
  adminKeys,
  businessAccountQueryOptions,
  customerStatementQueryOptions,
} from '@/features/back-office/api/admin-queries';
import {
  type BusinessAccount,
  type BusinessTermsInput,
  saveBusinessTerms,
} from '@/features/back-office/api/business-api';
import { TermsFields } from '@/features/back-office/business/terms-fields';
import { QueryState } from '@/features/back-office/components/query-state';
import { InvoicingModeControl } from '@/features/back-office/documents/invoicing-mode-control';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { closedWeekdaysSentence, roleLabels } from '@/domain/customer/business-vocabulary';
import { formatDate, formatEuro } from '@/lib/format';
import { getSupabase } from '@/lib/supabase';

function TermsForm({ account }: { account: BusinessAccount }) {
  const [terms, setTerms] = useState<BusinessTermsInput>({
    paymentTerms: account.payment_terms,
    paymentTermDays: account.payment_term_days,
    creditLimit: account.credit_limit,
  });
  const save = useToastedAction({
    failure: 'Termini non salvati. Riprova.',
    invalidate: [adminKeys.customers()],
  });
  return (
    <Stack gap="sm">
      <TermsFields value={terms} onChange={setTerms} />
      <Group>
        <Button
          variant="light"
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              run: async () => saveBusinessTerms(await getSupabase(), account.customer_id, terms),
              done: 'Termini e fido salvati',
            })
          }
        >
          Salva termini e fido
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A business customer on the console (decision 015): office, closed days, team, payment terms
 * and credit (editable), and the statement with the PDF and CSV.
 */
export function CustomerBusinessAccount({ customerId }: { customerId: string }) {
  const business = useQuery(businessAccountQueryOptions(customerId));
  const statement = useQuery({
    ...customerStatementQueryOptions(customerId),
    enabled: Boolean(business.data),
  });
  if (!business.data) return null;
  const { account, members } = business.data;
  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Title order={2} size="h4" mb="sm">
        Account business
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Text size="sm">
            Sede legale: {account.office_street}, {account.office_postal_code} {account.office_city}{' '}
            ({account.office_province})
          </Text>
          <Text size="sm">Approvato il {formatDate(account.approved_at)}</Text>
          <Text size="sm">
            {account.closed_weekdays.length > 0
              ? `Chiuso ${closedWeekdaysSentence(account.closed_weekdays)}: niente consegne quei giorni.`
              : 'Riceve consegne dal lunedì al sabato.'}
          </Text>
          <Text size="sm" fw={600} mt="xs">
            Team
          </Text>
          {members.map((member) => (
            <Group key={member.user_id} gap="xs">
              <Text size="sm">{member.profile?.full_name ?? member.profile?.email}</Text>
              <Badge size="sm" variant="light">
                {roleLabels[member.role]}
                {member.purchase_limit ? ` · fino a ${formatEuro(member.purchase_limit)}` : ''}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Stack gap="lg">
          <TermsForm
            key={`${account.payment_terms}-${account.payment_term_days}-${account.credit_limit}`}
            account={account}
          />
          <InvoicingModeControl customerId={account.customer_id} mode={account.invoicing_mode} />
        </Stack>
      </SimpleGrid>
      <Title order={3} size="h5" mt="lg" mb="xs">
        Estratto conto
      </Title>
      <QueryState query={statement} what="l’estratto conto">
        {(data) => <AccountStatementView statement={data} customerId={customerId} />}
      </QueryState>
    </Paper>
  );
}
