import { SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import {
  fetchPaymentSummary,
  type PaymentSummary,
} from '@/features/back-office/api/payment-summary-api';
import { StatCard } from '@/features/back-office/dashboard/stat-card';
import { formatEuro, fromCents, toCents } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

const awaitingLabels = {
  card: 'online in attesa',
  bank_transfer: 'bonifici da ricevere',
  cash_on_delivery: 'contanti alla consegna',
} as const;

function awaitingHint(summary: PaymentSummary): string {
  if (summary.awaiting.length === 0) return 'nessun ordine da incassare';
  return summary.awaiting
    .map((row) => `${awaitingLabels[row.payment_method]}: ${countOf(row.orders, 'ordine')}`)
    .join(' · ');
}

/** Paid vs unpaid: what is still to come in, and what came in over the last 30 days. */
export function PaymentSummaryCards() {
  const summary = useQuery({
    ...cacheGroups.admin,
    queryKey: [...adminKeys.dashboard(), 'payments'],
    queryFn: async () => fetchPaymentSummary(await getSupabase()),
  });
  if (!summary.data) return <Skeleton height={96} radius="md" mt="lg" />;
  const awaitingCents = summary.data.awaiting.reduce((sum, row) => sum + toCents(row.total), 0);
  const paid = summary.data.paid_last_30_days;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="lg">
      <StatCard
        label="Da incassare"
        value={formatEuro(fromCents(awaitingCents))}
        hint={awaitingHint(summary.data)}
      />
      <StatCard
        label="Incassato negli ultimi 30 giorni"
        value={formatEuro(paid.total)}
        hint={`${countOf(paid.orders, 'ordine')} ${paid.orders === 1 ? 'pagato' : 'pagati'}`}
      />
    </SimpleGrid>
  );
}
