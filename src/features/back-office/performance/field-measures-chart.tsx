import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import {
  type ChartMetric,
  formatP75,
  type MetricSeries,
} from '@/features/back-office/performance/field-measure-series';

const dayLabel = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short' });
const colours = ['crust.7', 'blue.7', 'green.7', 'grape.7', 'orange.7', 'teal.7'];

/**
 * p75 per day, a line per route. Its own module so recharts loads only with the chart (as the
 * dashboard's revenue chart).
 */
export default function FieldMeasuresChart({
  metric,
  label,
  series,
}: {
  metric: ChartMetric;
  label: string;
  series: MetricSeries;
}) {
  const data = series.points.map((point) => ({
    ...point,
    giorno: dayLabel.format(new Date(`${point.day}T12:00:00`)),
  }));
  return (
    <div
      role="img"
      aria-label={`Grafico del 75° percentile di ${label} giorno per giorno, una linea per pagina`}
    >
      <LineChart
        h={300}
        data={data}
        dataKey="giorno"
        series={series.routes.map((route, index) => ({
          name: route,
          color: colours[index % colours.length] ?? 'crust.7',
        }))}
        valueFormatter={(value) => formatP75(metric, value)}
        withLegend
        connectNulls
        curveType="linear"
      />
    </div>
  );
}
