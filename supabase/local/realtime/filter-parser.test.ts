import { describe, expect, it } from 'vitest';
import { parseFilter } from './filter-parser.ts';

// The cases of hosted Realtime's own doc tests (subscriptions.ex `parse_subscription_params`)
// and the strings realtime-js 2.119's RealtimePostgresFilterBuilder produces.

describe('parseFilter', () => {
  it('reads one condition per comma-separated segment, ANDed', () => {
    expect(parseFilter('id=gt.0,id=lt.100')).toEqual({
      ok: true,
      conditions: [
        { column: 'id', operator: 'gt', value: '0', negate: false },
        { column: 'id', operator: 'lt', value: '100', negate: false },
      ],
    });
  });

  it('treats an empty or blank filter as no condition', () => {
    expect(parseFilter('')).toEqual({ ok: true, conditions: [] });
    expect(parseFilter('   ')).toEqual({ ok: true, conditions: [] });
  });

  it('keeps `in` lists as PostgreSQL array literals, commas inside parentheses included', () => {
    expect(parseFilter('status=in.(shipped,"in, transit"),id=eq.1')).toEqual({
      ok: true,
      conditions: [
        { column: 'status', operator: 'in', value: '{shipped,"in, transit"}', negate: false },
        { column: 'id', operator: 'eq', value: '1', negate: false },
      ],
    });
  });

  it('negates with `not.` and accepts every operator realtime-js documents', () => {
    const filter =
      'a=not.like.hey%,b=ilike.%X%,c=is.null,d=match.^a,e=imatch.B$,f=isdistinct.3,g=neq.1,h=lte.2,i=gte.3';
    const parsed = parseFilter(filter);
    expect(parsed.ok && parsed.conditions.map((c) => [c.operator, c.negate])).toEqual([
      ['like', true],
      ['ilike', false],
      ['is', false],
      ['match', false],
      ['imatch', false],
      ['isdistinct', false],
      ['neq', false],
      ['lte', false],
      ['gte', false],
    ]);
  });

  it('unquotes PostgREST-quoted values, so commas and parentheses survive', () => {
    expect(parseFilter('name=eq."a,b (c)",note=eq."say \\"hi\\""')).toEqual({
      ok: true,
      conditions: [
        { column: 'name', operator: 'eq', value: 'a,b (c)', negate: false },
        { column: 'note', operator: 'eq', value: 'say "hi"', negate: false },
      ],
    });
  });

  it('keeps dots after the operator in the value', () => {
    expect(parseFilter('total=gt.9.50')).toEqual({
      ok: true,
      conditions: [{ column: 'total', operator: 'gt', value: '9.50', negate: false }],
    });
  });

  it.each([
    ['subject=foo.hey', '["foo", "hey"]'],
    ['undefined', '["undefined"]'],
    ['id=eq.1,,id=eq.2', 'filter must not contain empty segments (check for extra commas)'],
    ['id=in.1', '`in` filter value must be wrapped by parentheses'],
    ['id=eq1', '["eq1"]'],
  ])('refuses %s with hosted Realtime’s reason', (filter, reason) => {
    expect(parseFilter(filter)).toEqual({ ok: false, reason });
  });
});
