import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { fetchOrdersForExport } from '@/features/back-office/api/orders-export-api';
import { downloadTextFile } from '@/features/back-office/newsletter/download-file';
import { ordersCsv, ordersCsvFileName } from '@/features/back-office/orders/orders-csv';
import { periodError } from '@/features/back-office/orders/orders-export-period';
import { romeIsoDate } from '@/features/back-office/orders/rome-date';
import { getSupabase } from '@/lib/supabase';

/**
 * The accountant's export: the orders of a period (this month so far, by default) as a CSV
 * that Italian Excel opens, with the invoice data, the payment and the totals.
 */
export function OrdersExport() {
  const today = romeIsoDate();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const error = periodError(from, to);
  const exportCsv = useMutation({
    mutationFn: async () => fetchOrdersForExport(await getSupabase(), from, to),
    onSuccess: (orders) =>
      downloadTextFile(ordersCsv(orders), ordersCsvFileName(from, to), 'text/csv;charset=utf-8'),
    onError: () =>
      notifications.show({
        color: 'red',
        message: 'Non è stato possibile preparare il file. Riprova tra qualche istante.',
      }),
  });
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="orders-export-title">
      <Title order={2} size="h4" id="orders-export-title">
        Esporta per il commercialista
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Gli ordini del periodo in un file CSV per Excel: dati di fatturazione, pagamento e totali
        IVA inclusa.
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label="Dal"
          value={from}
          max={today}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Al"
          value={to}
          max={today}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={error}
        />
        <Button
          mt={25}
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={error !== null}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          Esporta ordini CSV
        </Button>
      </Group>
    </Paper>
  );
}
