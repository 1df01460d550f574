import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { FiscalDocumentRow } from '@/components/fiscal-document-row';
import {
  adminKeys,
  adminOrderDocumentsQueryOptions,
} from '@/features/back-office/api/admin-queries';
import type { OrderDetail } from '@/features/back-office/api/orders-api';
import { QueryState } from '@/features/back-office/components/query-state';
import { CreditNoteModal } from '@/features/back-office/documents/credit-note-modal';
import { fetchOrderInvoice } from '@/domain/documents/invoices';
import { formatDateTime } from '@/lib/format';

/** The order could be invoiced now: it asked for an invoice and was paid by card or has left. */
function invoiceDue(order: OrderDetail): boolean {
  if (!order.invoice_data || order.status === 'cancelled') return false;
  return order.payment_method === 'card'
    ? order.payment_status === 'paid'
    : ['shipped', 'delivered'].includes(order.status);
}

/**
 * An order's papers on the console (decision 018): the delivery note and when its transport
 * started, the invoice that covers the order (issued here when it is due, its SdI state),
 * credit notes and the form for a new one, documents voided after a rejection.
 */
export function OrderDocumentsPanel({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const documents = useQuery(adminOrderDocumentsQueryOptions(order.id));
  const [crediting, setCrediting] = useState(false);
  async function issueInvoice() {
    const file = await fetchOrderInvoice(order.id);
    void queryClient.invalidateQueries({ queryKey: adminKeys.documents() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.orderDocuments(order.id) });
    return file;
  }
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      mt="lg"
      aria-labelledby="order-documents-title"
    >
      <Title order={2} size="h4" mb="sm" id="order-documents-title">
        Documenti fiscali
      </Title>
      <QueryState query={documents} what="i documenti dell’ordine">
        {(data) => (
          <Stack gap="md">
            {data.delivery_note ? (
              <Text size="sm">
                DDT {data.delivery_note.number}/{data.delivery_note.year}, trasporto iniziato il{' '}
                {formatDateTime(data.delivery_note.transport_started_at)}
                {data.delivery_note.cancelled && ' — ANNULLATO con l’ordine'}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Il DDT si emette quando la merce parte: segnando l’ordine come spedito, o prima
                dalla stampa dei DDT del giorno.
              </Text>
            )}
            {data.invoice ? (
              <FiscalDocumentRow document={data.invoice} />
            ) : invoiceDue(order) ? (
              <Group>
                <DocumentDownloadButton load={issueInvoice}>
                  Emetti la fattura (XML)
                </DocumentDownloadButton>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {order.invoice_data
                  ? 'La fattura si emette al pagamento con carta o quando la merce parte.'
                  : 'Il cliente non ha chiesto la fattura per questo ordine.'}
              </Text>
            )}
            {data.credit_notes.map((credit) => (
              <FiscalDocumentRow key={credit.id} document={credit} />
            ))}
            {data.voided.map((voided) => (
              <FiscalDocumentRow key={voided.id} document={voided} />
            ))}
            {data.invoice && data.invoice.sdi_status !== 'rejected' && (
              <Group>
                <Button variant="outline" onClick={() => setCrediting(true)}>
                  Nota di credito…
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
      <CreditNoteModal
        orderId={order.id}
        opened={crediting}
        onClose={() => setCrediting(false)}
        lines={order.order_items.map((item) => ({
          itemId: item.id,
          productName: item.product_name,
          quantity: item.quantity,
        }))}
      />
    </Paper>
  );
}
