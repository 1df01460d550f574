import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Dashboard } from '@/features/back-office/api/admin-schemas';
import { formatEuro } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';

const dayLabel = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short' });

/**
 * Daily revenue as bars. Its own module so recharts (about 100 KB gzip) loads only when the
 * dashboard shows the chart (see dashboard-page.tsx's lazy import).
 */
export default function RevenueChart({ series }: { series: Dashboard['revenue_series'] }) {
  const data = series.map((point) => ({
    giorno: dayLabel.format(new Date(`${point.day}T12:00:00`)),
    Incassi: point.revenue,
  }));
  // One labelled picture for assistive tech: the totals above say the figures in words.
  return (
    <div
      role="img"
      aria-label={`Grafico degli incassi giorno per giorno, ${countOf(series.length, 'giorno')}`}
    >
      <BarChart
        h={260}
        data={data}
        dataKey="giorno"
        series={[{ name: 'Incassi', color: 'crust.7' }]}
        valueFormatter={formatEuro}
        tickLine="y"
        gridAxis="y"
        withTooltip
      />
    </div>
  );
}
