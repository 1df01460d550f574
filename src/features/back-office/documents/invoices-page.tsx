import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { PageFrame } from '@/components/page-frame';
import { adminArea } from '@/features/back-office/admin-areas';
import { adminKeys, openDocumentsQueryOptions } from '@/features/back-office/api/admin-queries';
import { type OpenDocument, voidRejectedDocument } from '@/features/back-office/api/documents-api';
import { QueryState } from '@/features/back-office/components/query-state';
import { ReceiptUpload } from '@/features/back-office/documents/receipt-upload';
import { ResendModal } from '@/features/back-office/documents/resend-modal';
import { AdminOrderLink } from '@/features/back-office/orders/admin-order-link';
import { InvoicesExport } from '@/features/back-office/orders/invoices-export';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { fetchInvoiceFile } from '@/domain/documents/invoices';
import { documentTypeLabels, sdiStatusLabels } from '@/domain/documents/order-documents';
import { formatDate, formatDateTime, formatEuro } from '@/lib/format';
import { getSupabase } from '@/lib/supabase';

const statusColors = { issued: 'gray', rejected: 'red', not_delivered: 'yellow' } as const;

function canResend(document: OpenDocument): boolean {
  return (
    document.sdi_status === 'rejected' &&
    !!document.resend_until &&
    Date.parse(document.resend_until) > Date.now()
  );
}

function DocumentActions({ document, onResend }: { document: OpenDocument; onResend: () => void }) {
  const queryClient = useQueryClient();
  const voiding = useMutation({
    mutationFn: async () => voidRejectedDocument(await getSupabase(), document.id),
    onSuccess: () =>
      toastSuccess(`${document.label} annullata: gli ordini si possono fatturare di nuovo.`),
    onError: (error) =>
      toastError(error instanceof ApiError && error.hint ? error.hint : 'Non annullata, riprova.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.documents() }),
  });
  return (
    <Group gap="xs">
      <DocumentDownloadButton variant="default" load={() => fetchInvoiceFile(document.id, 'xml')}>
        XML
      </DocumentDownloadButton>
      <DocumentDownloadButton variant="default" load={() => fetchInvoiceFile(document.id, 'pdf')}>
        PDF
      </DocumentDownloadButton>
      {canResend(document) && <Button onClick={onResend}>Correggi e invia di nuovo</Button>}
      {document.sdi_status === 'rejected' && !canResend(document) && (
        <Button
          variant="outline"
          color="#a31b1b"
          loading={voiding.isPending}
          onClick={() => voiding.mutate()}
        >
          Annulla e fattura di nuovo
        </Button>
      )}
    </Group>
  );
}

function DocumentRow({ document, onResend }: { document: OpenDocument; onResend: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>
          {documentTypeLabels[document.document_type]} {document.label}
        </Text>
        <Text size="xs" c="dimmed">
          del {formatDate(document.issued_on)} · {document.file_name}
        </Text>
      </Table.Td>
      <Table.Td>
        {document.customer_id ? (
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/admin/customers/$customerId"
                params={{ customerId: document.customer_id ?? '' }}
              />
            )}
          >
            {document.buyer_name}
          </Anchor>
        ) : (
          document.buyer_name
        )}
        <Text size="xs" c="dimmed">
          {document.orders.map((order, index) => (
            <span key={order.id}>
              {index > 0 && ', '}
              <AdminOrderLink orderId={order.id} orderNumber={order.order_number} />
            </span>
          ))}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {formatEuro(document.document_type === 'TD04' ? -document.total : document.total)}
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={statusColors[document.sdi_status as keyof typeof statusColors]}
        >
          {sdiStatusLabels[document.sdi_status]}
        </Badge>
        {document.sdi_errors?.map((error) => (
          <Text key={`${error.code}-${error.description}`} size="xs" c="red.8">
            {error.code}: {error.description}
          </Text>
        ))}
        {document.sdi_status === 'rejected' && document.resend_until && (
          <Text size="xs">
            {canResend(document)
              ? `Da inviare di nuovo entro il ${formatDateTime(document.resend_until)}`
              : 'Passati i 5 giorni: va annullata e riemessa con un nuovo numero.'}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <DocumentActions document={document} onResend={onResend} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/invoices ("Fatture", decision 018): the documents the SdI has not delivered yet —
 * rejected first, with the errors and the time left to send them again, then those waiting for
 * an outcome and those left in the buyer's reserved area — the upload of the SdI's receipts, and
 * the zip of a period's XML.
 */
export function InvoicesPage() {
  const area = adminArea('invoices');
  const documents = useQuery(openDocumentsQueryOptions());
  const [resending, setResending] = useState<OpenDocument | null>(null);
  return (
    <PageFrame title={area.title} lead={area.description}>
      <Paper withBorder radius="md" p="md" mt="lg">
        <ReceiptUpload />
      </Paper>
      <Stack gap="sm" mt="lg" component="section" aria-labelledby="open-documents-title">
        <Title order={2} size="h4" id="open-documents-title">
          Documenti non ancora consegnati
        </Title>
        <QueryState query={documents} what="i documenti">
          {(rows) =>
            rows.length === 0 ? (
              <Text>Nessun documento in attesa: lo SdI li ha consegnati tutti.</Text>
            ) : (
              <Table.ScrollContainer minWidth={860}>
                <Table striped aria-label="Documenti non ancora consegnati">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Documento</Table.Th>
                      <Table.Th>Cliente e ordini</Table.Th>
                      <Table.Th ta="right">Importo</Table.Th>
                      <Table.Th>Stato</Table.Th>
                      <Table.Th>Azioni</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <DocumentRow key={row.id} document={row} onResend={() => setResending(row)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Stack>
      <InvoicesExport />
      {resending && <ResendModal document={resending} onClose={() => setResending(null)} />}
    </PageFrame>
  );
}
