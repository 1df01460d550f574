import { describe, expect, it } from 'vitest';
import { RestError } from '../../../supabase/local/rest/errors.ts';
import {
  parseFilterValue,
  parseLogicTree,
  parseOrder,
} from '../../../supabase/local/rest/grammar/filter-parser.ts';
import { parseQueryParams } from '../../../supabase/local/rest/grammar/query-params.ts';
import { parseSelect } from '../../../supabase/local/rest/grammar/select-parser.ts';

function parseFailure(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a parse failure');
}

describe('select=', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,title:name,price::text,data->size->>cm,first:data->ratings->0')).toEqual(
      [
        { kind: 'field', field: { name: 'id', json: [] } },
        { kind: 'field', field: { name: 'name', json: [] }, alias: 'title' },
        { kind: 'field', field: { name: 'price', json: [] }, cast: 'text' },
        {
          kind: 'field',
          field: {
            name: 'data',
            json: [
              { arrow: '->', key: 'size', index: false },
              { arrow: '->>', key: 'cm', index: false },
            ],
          },
        },
        {
          kind: 'field',
          alias: 'first',
          field: {
            name: 'data',
            json: [
              { arrow: '->', key: 'ratings', index: false },
              { arrow: '->', key: '0', index: true },
            ],
          },
        },
      ],
    );
  });

  it('parses embeds with aliases, hints, join types, nesting and spreads', () => {
    expect(
      parseSelect(
        '*,cat:categories!category_id!inner(name,parent(*)),...product_details(origin),empty()',
      ),
    ).toEqual([
      { kind: 'field', field: { name: '*', json: [] } },
      {
        kind: 'embed',
        name: 'categories',
        alias: 'cat',
        hint: 'category_id',
        joinType: 'inner',
        spread: false,
        items: [
          { kind: 'field', field: { name: 'name', json: [] } },
          {
            kind: 'embed',
            name: 'parent',
            spread: false,
            items: [{ kind: 'field', field: { name: '*', json: [] } }],
          },
        ],
      },
      {
        kind: 'embed',
        name: 'product_details',
        spread: true,
        items: [{ kind: 'field', field: { name: 'origin', json: [] } }],
      },
      { kind: 'embed', name: 'empty', spread: false, items: [] },
    ]);
  });

  it('accepts quoted names with reserved characters and dashed names', () => {
    expect(parseSelect('"a,b":"weird.col",some-name')).toEqual([
      { kind: 'field', field: { name: 'weird.col', json: [] }, alias: 'a,b' },
      { kind: 'field', field: { name: 'some-name', json: [] } },
    ]);
  });

  it('reports malformed selects as PGRST100 with the position', () => {
    const error = parseFailure(() => parseSelect('id,clients(name[])'));
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST100');
    expect(error.message).toBe(
      '"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)',
    );
    expect(error.details).toMatch(/^unexpected "\[" expecting/);
    expect(parseFailure(() => parseSelect('id,(')).code).toBe('PGRST100');
    expect(parseFailure(() => parseSelect('name::')).code).toBe('PGRST100');
  });

  it('parses aggregates (the planner decides whether they are allowed)', () => {
    expect(parseSelect('count(),n:count()::text')).toEqual([
      { kind: 'field', field: { name: '*', json: [] }, aggregate: { fn: 'count' } },
      {
        kind: 'field',
        field: { name: '*', json: [] },
        alias: 'n',
        aggregate: { fn: 'count', cast: 'text' },
      },
    ]);
    expect(parseSelect('total:price::int.sum()::text,stock.max(),data->a.min()')).toEqual([
      {
        kind: 'field',
        field: { name: 'price', json: [] },
        alias: 'total',
        cast: 'int',
        aggregate: { fn: 'sum', cast: 'text' },
      },
      { kind: 'field', field: { name: 'stock', json: [] }, aggregate: { fn: 'max' } },
      {
        kind: 'field',
        field: { name: 'data', json: [{ arrow: '->', key: 'a', index: false }] },
        aggregate: { fn: 'min' },
      },
    ]);
    // `count` without parentheses is a column name; `count(...)` is never an embed.
    expect(parseSelect('products(count)')).toMatchObject([
      { kind: 'embed', name: 'products', items: [{ kind: 'field', field: { name: 'count' } }] },
    ]);
    expect(parseFailure(() => parseSelect('count(id)')).code).toBe('PGRST100');
    expect(parseFailure(() => parseSelect('price.median()')).code).toBe('PGRST100');
  });
});

describe('filter values', () => {
  it('parses every operator family', () => {
    expect(parseFilterValue('eq.5')).toEqual({
      negated: false,
      operation: { kind: 'simple', op: 'eq', value: '5' },
    });
    expect(parseFilterValue('not.ilike.*bun*')).toEqual({
      negated: true,
      operation: { kind: 'simple', op: 'ilike', value: '*bun*' },
    });
    expect(parseFilterValue('like(all).{a*,*b}')).toEqual({
      negated: false,
      operation: { kind: 'simple', op: 'like', quantifier: 'all', value: '{a*,*b}' },
    });
    expect(parseFilterValue('in.("a,b",c,"q\\"x")')).toEqual({
      negated: false,
      operation: { kind: 'in', values: ['a,b', 'c', 'q"x'] },
    });
    expect(parseFilterValue('is.NOT_NULL').operation).toEqual({ kind: 'is', value: 'not_null' });
    expect(parseFilterValue('isdistinct.x').operation).toEqual({ kind: 'isdistinct', value: 'x' });
    expect(parseFilterValue('wfts(english).bun -rye').operation).toEqual({
      kind: 'fts',
      op: 'wfts',
      config: 'english',
      value: 'bun -rye',
    });
    expect(parseFilterValue('eq.a.b,c)').operation).toEqual({
      kind: 'simple',
      op: 'eq',
      value: 'a.b,c)',
    });
  });

  it('fails on unknown operators and bad is values', () => {
    const error = parseFailure(() => parseFilterValue('noop.0'));
    expect(error.message).toBe('"failed to parse filter (noop.0)" (line 1, column 1)');
    expect(error.details).toBe('unknown single value operator noop');
    expect(parseFailure(() => parseFilterValue('is.maybe')).code).toBe('PGRST100');
    expect(parseFailure(() => parseFilterValue('neq(any).{1}')).code).toBe('PGRST100');
  });
});

describe('logic trees and order', () => {
  it('parses nested, negated and/or with quoted and array values', () => {
    expect(
      parseLogicTree(
        'or',
        true,
        '(a.eq.1,and(b.gt.2,c.not.in.("x,y",z)),tags.cs.{a,b},d.eq."p,q")',
      ),
    ).toEqual({
      kind: 'group',
      op: 'or',
      negated: true,
      children: [
        {
          kind: 'filter',
          filter: {
            field: { name: 'a', json: [] },
            expr: { negated: false, operation: { kind: 'simple', op: 'eq', value: '1' } },
          },
        },
        {
          kind: 'group',
          op: 'and',
          negated: false,
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'b', json: [] },
                expr: { negated: false, operation: { kind: 'simple', op: 'gt', value: '2' } },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: { name: 'c', json: [] },
                expr: { negated: true, operation: { kind: 'in', values: ['x,y', 'z'] } },
              },
            },
          ],
        },
        {
          kind: 'filter',
          filter: {
            field: { name: 'tags', json: [] },
            expr: { negated: false, operation: { kind: 'simple', op: 'cs', value: '{a,b}' } },
          },
        },
        {
          kind: 'filter',
          filter: {
            field: { name: 'd', json: [] },
            expr: { negated: false, operation: { kind: 'simple', op: 'eq', value: 'p,q' } },
          },
        },
      ],
    });
    expect(parseFailure(() => parseLogicTree('or', false, '(id.in.1,2)')).code).toBe('PGRST100');
    expect(parseFailure(() => parseLogicTree('or', false, '()')).code).toBe('PGRST100');
  });

  it('parses order terms on columns, JSON paths and related tables', () => {
    expect(parseOrder('price.desc.nullslast,data->>color,categories(name).asc')).toEqual([
      { field: { name: 'price', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'data', json: [{ arrow: '->>', key: 'color', index: false }] } },
      { relation: 'categories', field: { name: 'name', json: [] }, direction: 'asc' },
    ]);
    expect(parseFailure(() => parseOrder('id.ac')).code).toBe('PGRST100');
  });
});

describe('query parameters', () => {
  it('classifies reserved parameters, filters, embedded filters and RPC arguments', () => {
    const query = parseQueryParams(
      new URLSearchParams(
        'select=id&id=gt.1&images.url=like.*jpg&name=plain&not.or=(a.eq.1,b.eq.2)&images.order=position&images.limit=1&limit=10&offset=5&columns=a,b&on_conflict=sku',
      ),
      { rpcRead: true },
    );
    expect(query.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'id'],
      [['images'], 'url'],
    ]);
    expect(query.params).toEqual([['name', 'plain']]);
    expect(query.logic[0]?.tree).toMatchObject({ kind: 'group', op: 'or', negated: true });
    expect(query.order).toEqual([
      { path: ['images'], terms: [{ field: { name: 'position', json: [] } }] },
    ]);
    expect(query.ranges).toEqual([
      { path: ['images'], range: { offset: 0, limit: 1 } },
      { path: [], range: { offset: 5, limit: 10 } },
    ]);
    expect(query.columns).toEqual(['a', 'b']);
    expect(query.onConflict).toEqual(['sku']);
  });

  it('takes no arguments outside a function read: every other parameter must be a filter', () => {
    const plain = parseFailure(() => parseQueryParams(new URLSearchParams('id=eq.1&name=plain')));
    expect(plain.message).toBe('"failed to parse filter (plain)" (line 1, column 1)');
    const typo = parseFailure(() => parseQueryParams(new URLSearchParams('slug=eqq.bun')));
    expect(typo).toMatchObject({ code: 'PGRST100', details: 'unknown single value operator eqq' });
    // In a GET call of a function, a value without an operator is an argument, even `eqq.bun`.
    const call = parseQueryParams(new URLSearchParams('slug=eqq.bun&id=eq.1'), { rpcRead: true });
    expect(call.params).toEqual([['slug', 'eqq.bun']]);
    expect(call.filters).toHaveLength(1);
  });

  it('rejects a negative limit like PostgREST (416)', () => {
    expect(parseFailure(() => parseQueryParams(new URLSearchParams('limit=-1'))).status).toBe(416);
  });
});
