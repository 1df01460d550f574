import { Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { periodError } from '@/features/admin/orders/orders-export-period';
import { romeIsoDate } from '@/features/admin/orders/rome-date';
import { fetchPeriodInvoices } from '@/lib/documents/invoices';

/**
 * The electronic invoices of a period for the accountant or the intermediary that sends them
 * to the SdI: one FatturaPA XML per business order shipped or delivered, in a zip. Invoices
 * missing so far are issued now (numbered by the database).
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
        Le fatture FatturaPA (XML) degli ordini aziendali spediti o consegnati nel periodo, in un
        file zip. Ogni fattura è controllata con lo schema ufficiale prima di essere scaricata.
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label="Consegne dal"
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
            Scarica le fatture (zip)
          </DocumentDownloadButton>
        </Group>
      </Group>
    </Paper>
  );
}
