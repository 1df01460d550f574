import { Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { periodError } from '@/features/back-office/orders/orders-export-period';
import { romeIsoDate } from '@/features/back-office/orders/rome-date';
import { fetchPeriodInvoices } from '@/domain/documents/invoices';

/**
 * The electronic documents of a period for the accountant or the intermediary that sends them
 * to the SdI: the FatturaPA XML of every invoice, deferred invoice and credit note dated in it,
 * in a zip. Documents are issued when they are due (decision 018), not by this download.
 */
export function InvoicesExport() {
  const today = romeIsoDate();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const error = periodError(from, to);
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="invoices-export-title">
      <Title order={2} size="h4" id="invoices-export-title">
        Fatture elettroniche
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Fatture, fatture differite e note di credito (XML FatturaPA) con data nel periodo, in un
        file zip. Ogni documento è stato controllato con lo schema ufficiale prima di avere il suo
        numero.
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label="Documenti dal"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="al"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={error}
        />
        <Group mt={25}>
          <DocumentDownloadButton
            variant="filled"
            disabled={error !== null}
            load={() => fetchPeriodInvoices(from, to)}
          >
            Scarica i documenti (zip)
          </DocumentDownloadButton>
        </Group>
      </Group>
    </Paper>
  );
}
