import { describe, expect, it } from 'vitest';
import { bindingId, describeParams, parseBindingParams } from './binding-params.ts';

describe('parseBindingParams', () => {
  it('reads schema, table, filter and event like hosted Realtime', () => {
    expect(
      parseBindingParams({ event: 'update', schema: 'public', table: 'orders', filter: 'id=eq.1' }),
    ).toEqual({
      ok: true,
      params: {
        event: 'UPDATE',
        schema: 'public',
        table: 'orders',
        conditions: [{ column: 'id', operator: 'eq', value: '1', negate: false }],
        select: null,
      },
    });
  });

  it('widens a schema alone to every table and a table alone to schema public', () => {
    const schemaOnly = parseBindingParams({ event: '*', schema: 'public' });
    expect(schemaOnly.ok && [schemaOnly.params.schema, schemaOnly.params.table]).toEqual([
      'public',
      '*',
    ]);
    const tableOnly = parseBindingParams({ event: 'INSERT', table: 'orders' });
    expect(tableOnly.ok && [tableOnly.params.schema, tableOnly.params.table]).toEqual([
      'public',
      'orders',
    ]);
  });

  it('takes an unknown event for every event', () => {
    const parsed = parseBindingParams({ event: 'TRUNCATE', schema: 'public', table: 'x' });
    expect(parsed.ok && parsed.params.event).toBe('*');
  });

  it('refuses bindings that name nothing to listen to, and select on wildcards', () => {
    expect(parseBindingParams({ event: '*' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^No subscription params provided/),
    });
    expect(parseBindingParams({ event: '*', schema: 'public', select: ['id'] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Column selection is not supported for wildcard/),
    });
    expect(
      parseBindingParams({ event: '*', schema: 'public', table: 't', filter: 'x=nope.1' }),
    ).toEqual({ ok: false, message: 'Error parsing `filter` params: ["nope", "1"]' });
  });

  it('describes params the way hosted Realtime logs them in errors', () => {
    const parsed = parseBindingParams({
      event: '*',
      schema: 'public',
      table: 'orders',
      filter: 'status=not.eq.shipped',
      select: ['status'],
    });
    expect(parsed.ok && describeParams(parsed.params)).toBe(
      'event: *, schema: public, table: orders, filters: [{"status", "eq", "shipped", true}], select: ["status"]',
    );
  });
});

describe('bindingId', () => {
  it('is stable for equal params whatever the key order, and below 2^27', () => {
    const a = bindingId({ event: '*', schema: 'public', table: 'orders' });
    expect(a).toBe(bindingId({ table: 'orders', schema: 'public', event: '*' }));
    expect(a).not.toBe(bindingId({ event: 'INSERT', schema: 'public', table: 'orders' }));
    expect(a).toBeLessThan(2 ** 27);
  });
});
