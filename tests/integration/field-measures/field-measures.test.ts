import { describe, expect, inject, it } from 'vitest';
import { fetchFieldMeasures } from '../../../src/features/back-office/api/field-measures-api.ts';
import { fieldMeasureRow } from '../../../src/app/field-measures/field-measure.ts';
import { sendFieldMeasures } from '../../../src/app/field-measures/send-field-measures.ts';
import {
  anonClient,
  createCustomer,
  expectPgError,
  serviceClient,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { asApiClient } from '../accounts/account-helpers.ts';

// The field measures of issue 38 (migration 20261204000000_field_measures.sql): visitors add
// rows with the shop's own sender (the anon key's PostgREST client), only admins read them, and
// admin_field_measures gives the p75 per route and day.

const api = { supabaseUrl: inject('stackUrl'), anonKey: inject('anonKey') };

/** A route of its own per test: the stack is shared with every other test file. */
function uniqueRoute(): string {
  return `/prova-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function lcp(route: string, value: number) {
  const row = fieldMeasureRow(
    { name: 'LCP', value, rating: 'good', attribution: { target: 'img.bdb-hero' } },
    route,
    412,
  );
  if (!row) throw new Error('no row');
  return row;
}

describe('field_measures', () => {
  it('takes a visitor’s measures as the shop sends them, and shows them to no visitor', async () => {
    const route = uniqueRoute();
    await sendFieldMeasures(api, [lcp(route, 1200), lcp(route, 1800)]);
    const { data: stored } = await serviceClient()
      .from('field_measures')
      .select('route, metric, value, device, attribution')
      .eq('route', route);
    expect(stored).toEqual([
      {
        route,
        metric: 'LCP',
        value: 1200,
        device: 'phone',
        attribution: { target: 'img.bdb-hero' },
      },
      {
        route,
        metric: 'LCP',
        value: 1800,
        device: 'phone',
        attribution: { target: 'img.bdb-hero' },
      },
    ]);

    const anonRead = await anonClient().from('field_measures').select('id').eq('route', route);
    expectPgError(anonRead.error, '42501');
    const customer = await createCustomer('Misure Rossi');
    const customerRead = await customer.client
      .from('field_measures')
      .select('id')
      .eq('route', route);
    expect(customerRead.data).toEqual([]);
    expect(await fetchFieldMeasures(asApiClient(customer.client), 28)).toEqual([]);
  });

  it('refuses what a visitor may not write: a date, an unknown metric, a path that is no route', async () => {
    const route = uniqueRoute();
    const backdated = await anonClient()
      .from('field_measures')
      .insert({ ...lcp(route, 900), recorded_at: '2020-01-01T00:00:00Z' });
    expectPgError(backdated.error, '42501');
    const unknown = await anonClient()
      .from('field_measures')
      .insert({ ...lcp(route, 900), metric: 'TTFB' });
    expectPgError(unknown.error, '23514');
    const notARoute = await anonClient()
      .from('field_measures')
      .insert({ ...lcp(route, 900), route: 'https://altro.it/x' });
    expectPgError(notARoute.error, '23514');
    await expect(sendFieldMeasures(api, [{ ...lcp(route, 900), value: -5 }])).rejects.toThrow(
      /field_measures/,
    );
  });

  it('gives an admin the p75 per route and day', async () => {
    const route = uniqueRoute();
    await sendFieldMeasures(
      api,
      [100, 200, 300, 400, 500].map((value) => lcp(route, value)),
    );
    const admin = await signInDemo('Amministratore');
    const figures = (await fetchFieldMeasures(asApiClient(admin.client), 28)).filter(
      (figure) => figure.route === route,
    );
    expect(figures).toHaveLength(1);
    // percentile_cont(0.75) of 100…500: 400.
    expect(figures[0]).toMatchObject({ metric: 'LCP', p75: 400, samples: 5 });
    expect(figures[0]?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
