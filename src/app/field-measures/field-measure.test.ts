import { describe, expect, it } from 'vitest';
import {
  fieldMeasureRow,
  firstTapMetric,
  routeOfMeasure,
} from '@/app/field-measures/field-measure';

describe('fieldMeasureRow', () => {
  it('keeps the metric, the rounded value, the screen and the attribution’s phases', () => {
    expect(
      fieldMeasureRow(
        {
          name: 'INP',
          value: 231.6,
          rating: 'needs-improvement',
          navigationType: 'navigate',
          attribution: {
            interactionTarget: 'button.bdb-add',
            inputDelay: 12.4,
            processingDuration: 180.2,
            presentationDelay: 39,
            interactionTargetElement: {},
            longAnimationFrameEntries: [],
          },
        },
        '/products/$slug',
        1280,
      ),
    ).toEqual({
      route: '/products/$slug',
      metric: 'INP',
      value: 232,
      rating: 'needs-improvement',
      navigation_type: 'navigate',
      device: 'desktop',
      attribution: {
        interactionTarget: 'button.bdb-add',
        inputDelay: 12,
        processingDuration: 180,
        presentationDelay: 39,
      },
    });
  });

  it('keeps CLS to four decimals and names the screen by its width', () => {
    const row = fieldMeasureRow({ name: 'CLS', value: 0.123456 }, '/', 800);
    expect(row).toMatchObject({ value: 0.1235, device: 'tablet', attribution: null });
    expect(fieldMeasureRow({ name: 'CLS', value: 0 }, '/', 390)?.device).toBe('phone');
  });

  it('drops what the table does not keep', () => {
    expect(fieldMeasureRow({ name: 'TTFB', value: 100 }, '/', 390)).toBeNull();
    expect(fieldMeasureRow({ name: 'LCP', value: Number.NaN }, '/', 390)).toBeNull();
    expect(fieldMeasureRow({ name: 'LCP', value: 900, rating: 'ottimo' }, '/', 390)?.rating).toBe(
      null,
    );
  });
});

describe('routeOfMeasure', () => {
  it('is the route pattern, never the visited path', () => {
    expect(routeOfMeasure('/products/$slug')).toBe('/products/$slug');
    expect(routeOfMeasure('/products/')).toBe('/products');
    expect(routeOfMeasure('/')).toBe('/');
    expect(routeOfMeasure('__root__')).toBe('/');
    expect(routeOfMeasure(undefined)).toBe('/');
  });
});

describe('firstTapMetric', () => {
  it('is the tap’s own frame on a live page', () => {
    expect(firstTapMetric({ startTime: 4000, duration: 48, name: 'pointerdown' }, 2500)).toEqual({
      name: 'first-tap',
      value: 48,
      rating: 'good',
      attribution: { waitedForApp: false, tapType: 'pointerdown' },
    });
  });

  it('is the wait for the app when the tap came before it was live', () => {
    expect(firstTapMetric({ startTime: 1500, duration: 40, name: 'click' }, 2300)).toMatchObject({
      value: 800,
      rating: 'poor',
      attribution: { waitedForApp: true },
    });
  });
});
