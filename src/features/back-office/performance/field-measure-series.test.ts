import { describe, expect, it } from 'vitest';
import { formatP75, metricSeries } from '@/features/back-office/performance/field-measure-series';

const rows = [
  { day: '2026-11-26', route: '/', metric: 'LCP', p75: 1200, samples: 10 },
  { day: '2026-11-27', route: '/', metric: 'LCP', p75: 1100, samples: 12 },
  { day: '2026-11-27', route: '/products', metric: 'LCP', p75: 1500, samples: 30 },
  { day: '2026-11-27', route: '/products', metric: 'INP', p75: 90, samples: 30 },
];

describe('metricSeries', () => {
  it('draws a line per route, most measured first, with a point per day', () => {
    const series = metricSeries(rows, 'LCP');
    expect(series.routes).toEqual(['/products', '/']);
    expect(series.points).toEqual([
      { day: '2026-11-26', '/': 1200 },
      { day: '2026-11-27', '/': 1100, '/products': 1500 },
    ]);
    expect(series.latest).toEqual([
      { route: '/products', day: '2026-11-27', p75: 1500, samples: 30 },
      { route: '/', day: '2026-11-27', p75: 1100, samples: 22 },
    ]);
  });

  it('is empty for a metric nobody measured', () => {
    expect(metricSeries(rows, 'CLS')).toEqual({ points: [], routes: [], latest: [] });
  });
});

describe('formatP75', () => {
  it('writes milliseconds whole and CLS with an Italian comma', () => {
    // Italian groups thousands from five digits on (CLDR).
    expect(formatP75('LCP', 1234.4)).toBe('1234 ms');
    expect(formatP75('LCP', 12345)).toBe('12.345 ms');
    expect(formatP75('CLS', 0.056)).toBe('0,06');
  });
});
