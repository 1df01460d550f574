import { Alert, FileInput, List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import { type RecordedReceipt, uploadSdiReceipt } from '@/domain/documents/invoices';
import { formatDateTime } from '@/lib/format';

function outcome(result: RecordedReceipt): { color: string; title: string; text: string } {
  const { invoice, receipt } = result;
  const again = receipt.already_recorded ? ' (era già registrata)' : '';
  if (receipt.kind === 'delivered') {
    return {
      color: 'green',
      title: `Consegnata: ${invoice.label}${again}`,
      text: 'Lo SdI ha recapitato il documento al cliente.',
    };
  }
  if (receipt.kind === 'not_delivered') {
    return {
      color: 'yellow',
      title: `Non recapitata: ${invoice.label}${again}`,
      text: 'Il documento è emesso ed è nell’area riservata del cliente sul sito dell’Agenzia delle Entrate: avvisalo e mandagli la copia PDF.',
    };
  }
  return {
    color: 'red',
    title: `Scartata dallo SdI: ${invoice.label}${again}`,
    text: invoice.resend_until
      ? `Il documento non è emesso. Correggilo e invialo di nuovo, con lo stesso numero e la stessa data, entro il ${formatDateTime(invoice.resend_until)}.`
      : 'Il documento non è emesso.',
  };
}

/**
 * Upload of a receipt the SdI sent (the XML as it came): validated against the SdI's messages
 * schema, it moves the document to delivered, rejected (with the SdI's errors) or not delivered.
 */
export function ReceiptUpload() {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) => uploadSdiReceipt(await file.text()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.documents() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]),
  });
  const shown = upload.data ? outcome(upload.data) : null;
  return (
    <Stack gap="sm">
      <FileInput
        label="Carica una ricevuta dello SdI"
        description="Il file XML della ricevuta di consegna, della notifica di scarto o di mancata consegna, così com’è arrivato."
        placeholder="Scegli il file XML…"
        accept=".xml,application/xml,text/xml"
        clearable
        disabled={upload.isPending}
        onChange={(file) => {
          if (file) upload.mutate(file);
        }}
      />
      {upload.isPending && <Text size="sm">Controllo della ricevuta…</Text>}
      {upload.isError && (
        <Alert color="red" role="alert" title="Ricevuta non registrata">
          {upload.error.message}
        </Alert>
      )}
      {shown && upload.data && (
        <Alert color={shown.color} title={shown.title} role="status">
          <Text size="sm">{shown.text}</Text>
          {upload.data.receipt.errors.length > 0 && (
            <List size="sm" mt="xs">
              {upload.data.receipt.errors.map((error) => (
                <List.Item key={`${error.code}-${error.description}`}>
                  {error.code}: {error.description}
                  {error.hint ? ` — ${error.hint}` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
