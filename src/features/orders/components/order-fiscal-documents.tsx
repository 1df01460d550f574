import { Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FiscalDocumentRow } from '@/components/fiscal-document-row';
import { userDataKeys } from '@/domain/auth/user-data';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { fetchOrderDocuments } from '@/domain/documents/order-documents';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

function orderDocumentsQueryOptions(userId: string, orderId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: [...userDataKeys.of(userId), 'order-documents', orderId] as const,
    queryFn: async () => fetchOrderDocuments(await getSupabase(), orderId),
  });
}

/** The account's permission to see documents, and the order's documents when it has it. */
function useOrderDocuments(userId: string, orderId: string) {
  const customer = useQuery(customerProfileQueryOptions(userId));
  const allowed = customer.data?.permissions.documents === true;
  const documents = useQuery({ ...orderDocumentsQueryOptions(userId, orderId), enabled: allowed });
  return allowed ? documents.data : undefined;
}

/**
 * What is still to pay on an unpaid order: its total less its credit notes (a return or a
 * refusal after invoicing, decision 018). The total alone for a member who may not see the
 * account's documents (they do not pay it).
 */
export function useAmountStillDue(userId: string, orderId: string, total: number): number {
  const documents = useOrderDocuments(userId, orderId);
  const creditedCents = (documents?.credit_notes ?? []).reduce(
    (sum, credit) => sum + Math.round(credit.total * 100),
    0,
  );
  return Math.max(Math.round(total * 100) - creditedCents, 0) / 100;
}

/**
 * The order's invoice (its own or its month's deferred one) and credit notes, for whoever keeps
 * the account's books (the owner, Amministrazione, a private buyer who asked for an invoice):
 * the PDF copy and the XML the SdI received (decision 018).
 */
export function OrderFiscalDocuments({ userId, orderId }: { userId: string; orderId: string }) {
  const data = useOrderDocuments(userId, orderId);
  if (!data || (!data.invoice && data.credit_notes.length === 0)) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-invoices-title">
      <Title order={3} size="h5" id="order-invoices-title">
        Fattura e note di credito
      </Title>
      {data.invoice && (
        <>
          {data.invoice.document_type === 'TD24' && (
            <Text size="sm" c="dimmed">
              Questo ordine è nella fattura differita del mese della consegna.
            </Text>
          )}
          <FiscalDocumentRow document={data.invoice} showStatus={false} />
        </>
      )}
      {data.credit_notes.map((credit) => (
        <FiscalDocumentRow key={credit.id} document={credit} showStatus={false} />
      ))}
    </Stack>
  );
}
