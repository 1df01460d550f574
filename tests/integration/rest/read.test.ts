import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureStack, startFixtureStack } from './support/fixture-stack.ts';

let stack: FixtureStack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

function productsQuery() {
  return stack.anon.from('products').select('id').order('id');
}

/** Ids of the rows a filtered products query returns, in id order. */
async function productIds(
  build: (query: ReturnType<typeof productsQuery>) => ReturnType<typeof productsQuery>,
): Promise<number[]> {
  const { data, error } = await build(productsQuery());
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: number }) => row.id);
}

describe('vertical filtering', () => {
  it('selects columns, aliases, casts and JSON paths with numbers kept as numbers', async () => {
    const { data, error, status } = await stack.anon
      .from('products')
      .select(
        'id,title:name,price,priceText:price::text,color:data->>color,size:data->size,cm:data->size->cm,first:data->ratings->0,stock::int8',
      )
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({
      id: 1,
      title: 'Brioche bun',
      price: 4.5,
      priceText: '4.50',
      color: 'gold',
      size: { cm: 10 },
      cm: 10,
      first: 5,
      stock: 10,
    });
  });

  it('returns every column for * with Postgres JSON text for timestamps, arrays and ranges', async () => {
    const { data } = await stack.anon.from('products').select('*').eq('id', 1).single();
    expect(data).toMatchObject({
      id: 1,
      tags: ['soft', 'butter'],
      data: { color: 'gold', size: { cm: 10 }, ratings: [5, 4] },
      price_band: '[1,10)',
      code: 'BRI',
      created_at: '2026-01-01T00:00:00+00:00',
    });
  });

  it('reads computed fields (functions of the row type) and views', async () => {
    const { data } = await stack.anon.from('products').select('id,label').eq('id', 2).single();
    expect(data).toEqual({ id: 2, label: 'Sesame bun (3.90)' });
    const view = await stack.anon.from('active_products').select('name').order('id');
    expect(view.data?.map((row) => row.name)).toEqual([
      'Brioche bun',
      'Sesame bun',
      'Potato bun',
      'Rye loaf',
    ]);
  });

  it('answers 400 42703 for an unknown column and 400 for an unknown cast type', async () => {
    const unknown = await stack.anon.from('products').select('id,nope');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: '42703',
      message: 'column products.nope does not exist',
    });
    const badCast = await stack.anon.from('products').select('id::nosuchtype');
    expect(badCast.status).toBe(400);
    expect(badCast.error?.code).toBe('42704');
  });
});

describe('horizontal filtering', () => {
  it('supports comparison operators', async () => {
    expect(await productIds((q) => q.eq('name', 'Rye loaf'))).toEqual([4]);
    expect(await productIds((q) => q.neq('category_id', 1))).toEqual([4]);
    expect(await productIds((q) => q.gt('price', 4.2))).toEqual([1, 4]);
    expect(await productIds((q) => q.gte('price', 4.2))).toEqual([1, 3, 4]);
    expect(await productIds((q) => q.lt('stock', 1))).toEqual([2, 5]);
    expect(await productIds((q) => q.lte('stock', 3))).toEqual([2, 4, 5]);
    expect(await productIds((q) => q.eq('active', false))).toEqual([5]);
    expect(await productIds((q) => q.eq('created_at', '2026-01-01T00:00:00Z'))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('supports like/ilike with * wildcards, regex match and their any/all forms', async () => {
    expect(await productIds((q) => q.like('name', '*bun'))).toEqual([1, 2, 3]);
    expect(await productIds((q) => q.ilike('name', '%BUN%'))).toEqual([1, 2, 3]);
    expect(await productIds((q) => q.regexMatch('name', '^[BS]'))).toEqual([1, 2]);
    expect(await productIds((q) => q.regexIMatch('name', '^rye'))).toEqual([4]);
    expect(await productIds((q) => q.likeAnyOf('name', ['Rye*', '*potato*', 'Potato*']))).toEqual([
      3, 4,
    ]);
    expect(await productIds((q) => q.ilikeAllOf('name', ['%bun%', 's%']))).toEqual([2]);
    expect(await productIds((q) => q.filter('price', 'gt(any)', '{5,100}'))).toEqual([4]);
    expect(await productIds((q) => q.filter('stock', 'eq(any)', '{0,3}'))).toEqual([2, 4, 5]);
  });

  it('supports in (quoted values too), is, isdistinct and not', async () => {
    expect(await productIds((q) => q.in('id', [2, 4, 99]))).toEqual([2, 4]);
    expect(await productIds((q) => q.in('name', ['Rye loaf', 'Sesame bun', 'a,b"c']))).toEqual([
      2, 4,
    ]);
    expect(await productIds((q) => q.in('id', []))).toEqual([]);
    expect(await productIds((q) => q.notIn('id', [1, 2, 3]))).toEqual([4, 5]);
    expect(await productIds((q) => q.is('description', null))).toEqual([5]);
    expect(await productIds((q) => q.not('category_id', 'is', null))).toEqual([1, 2, 3, 4]);
    expect(await productIds((q) => q.filter('code', 'is', 'not_null'))).toEqual([1, 2, 3]);
    expect(await productIds((q) => q.is('active', false))).toEqual([5]);
    expect(await productIds((q) => q.isDistinct('code', 'BRI'))).toEqual([2, 3, 4, 5]);
    expect(await productIds((q) => q.not('name', 'ilike', '*bun'))).toEqual([4, 5]);
  });

  it('filters on JSON paths', async () => {
    expect(await productIds((q) => q.eq('data->>color', 'white'))).toEqual([2]);
    expect(await productIds((q) => q.gt('data->size->cm', 10))).toEqual([2]);
    expect(await productIds((q) => q.eq('data->ratings->0', 5))).toEqual([1]);
  });

  it('supports array, json and range operators', async () => {
    expect(await productIds((q) => q.contains('tags', ['soft']))).toEqual([1, 3]);
    expect(await productIds((q) => q.containedBy('tags', ['soft', 'butter', 'seeds']))).toEqual([
      1, 2, 3, 5,
    ]);
    expect(await productIds((q) => q.overlaps('tags', ['dark', 'seeds']))).toEqual([2, 4]);
    expect(await productIds((q) => q.contains('data', { size: { cm: 11 } }))).toEqual([2]);
    expect(await productIds((q) => q.rangeLt('price_band', '[15,16)'))).toEqual([1, 2]);
    expect(await productIds((q) => q.rangeGt('price_band', '[0,5)'))).toEqual([2, 4]);
    expect(await productIds((q) => q.rangeGte('price_band', '[5,6)'))).toEqual([2, 4]);
    expect(await productIds((q) => q.rangeLte('price_band', '[0,12)'))).toEqual([1]);
    expect(await productIds((q) => q.rangeAdjacent('price_band', '[10,12)'))).toEqual([1]);
    expect(await productIds((q) => q.overlaps('price_band', '[9,11)'))).toEqual([1, 2]);
  });

  it('supports full-text search in all four flavours, with and without a config', async () => {
    expect(await productIds((q) => q.textSearch('description', 'soft & bun'))).toEqual([1]);
    expect(
      await productIds((q) => q.textSearch('description', 'bun', { config: 'english' })),
    ).toEqual([1, 3]);
    expect(
      await productIds((q) => q.textSearch('description', 'dark rye', { type: 'plain' })),
    ).toEqual([4]);
    expect(
      await productIds((q) =>
        q.textSearch('description', 'rye bread', { type: 'phrase', config: 'english' }),
      ),
    ).toEqual([4]);
    expect(
      await productIds((q) => q.textSearch('description', 'bun -potato', { type: 'websearch' })),
    ).toEqual([1]);
  });

  it('combines or/and trees, nested and negated, with reserved characters quoted', async () => {
    expect(await productIds((q) => q.or('id.eq.1,and(price.gt.5,stock.gte.3)'))).toEqual([1, 4]);
    expect(
      await productIds((q) =>
        q.or('name.eq."Rye loaf",description.eq."Classic sesame, seeds on top"'),
      ),
    ).toEqual([2, 4]);
    expect(await productIds((q) => q.or('tags.cs.{seeds},data->>color.eq.yellow'))).toEqual([2, 3]);
    expect(await productIds((q) => q.or('id.in.(1,2),not.and(active.is.true,stock.gt.0)'))).toEqual(
      [1, 2, 5],
    );
    const negated = await stack.rest('/products?select=id&not.or=(id.lt.3,id.gt.4)&order=id');
    expect(await negated.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const andTree = await stack.rest(
      '/products?select=id&and=(price.gt.4,or(stock.eq.0,stock.gt.5))&order=id',
    );
    expect(await andTree.json()).toEqual([{ id: 1 }]);
  });

  it('answers PGRST100 for malformed filters and for parameters that are not filters', async () => {
    const bad = await stack.anon.from('products').select('id').filter('id', 'not.nope', '1');
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({
      code: 'PGRST100',
      details: 'unknown single value operator nope',
    });
    const badEmbedded = await stack.rest('/products?select=id&images.url=nope.1');
    expect(badEmbedded.status).toBe(400);
    const badTree = await stack.anon.from('products').select('id').or('id.eq.1,(');
    expect(badTree.status).toBe(400);
    expect(badTree.error?.code).toBe('PGRST100');
    // PostgREST 12+: on a table every parameter that is not reserved must be a filter.
    const stray = await stack.rest('/products?select=id&utm_source=newsletter&id=eq.2');
    expect(stray.status).toBe(400);
    expect(await stray.json()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (newsletter)" (line 1, column 1)',
      details: 'unexpected "n" expecting operator (eq, gt, ...)',
      hint: null,
    });
  });
});

describe('ordering and paging', () => {
  it('orders by several columns, directions, null placement and JSON paths', async () => {
    const byPrice = await stack.anon
      .from('products')
      .select('id')
      .order('stock', { ascending: false })
      .order('id');
    expect(byPrice.data?.map((r) => r.id)).toEqual([1, 3, 4, 2, 5]);
    const nullsFirst = await stack.anon
      .from('products')
      .select('id')
      .order('code', { nullsFirst: true })
      .order('id');
    expect(nullsFirst.data?.map((r) => r.id)).toEqual([4, 5, 1, 3, 2]);
    const nullsLast = await stack.anon
      .from('products')
      .select('id')
      .order('code', { ascending: false, nullsFirst: false });
    expect(nullsLast.data?.map((r) => r.id).slice(0, 3)).toEqual([2, 3, 1]);
    const byJson = await stack.anon.from('products').select('id').order('data->>color').limit(2);
    expect(byJson.data?.map((r) => r.id)).toEqual([4, 1]);
  });

  it('pages with limit/offset (range) and the Range header', async () => {
    const page = await stack.anon.from('products').select('id').order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    const header = await stack.rest('/products?select=id&order=id', {
      headers: { range: '3-', 'range-unit': 'items' },
    });
    expect(await header.json()).toEqual([{ id: 4 }, { id: 5 }]);
    expect(header.headers.get('content-range')).toBe('3-4/*');
  });

  it('counts with Content-Range and 206 for partial pages', async () => {
    const exact = await stack.anon
      .from('products')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 1);
    expect(exact.count).toBe(5);
    expect(exact.status).toBe(206);
    const raw = await stack.rest('/products?select=id&limit=2', {
      headers: { prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('0-1/5');
    expect(raw.headers.get('preference-applied')).toBe('count=exact');
    const whole = await stack.anon.from('products').select('id', { count: 'planned' }).lt('id', 3);
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(2);
    const estimated = await stack.anon
      .from('products')
      .select('id', { count: 'estimated' })
      .gt('id', 100);
    expect(estimated.count).toBe(0);
    const empty = await stack.rest('/products?select=id&id=gt.100', {
      headers: { prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const beyond = await stack.rest('/products?select=id&offset=5', {
      headers: { prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(206);
    expect(beyond.headers.get('content-range')).toBe('*/5');
    const noCount = await stack.rest('/products?select=id&limit=1');
    expect(noCount.headers.get('content-range')).toBe('0-0/*');
  });

  it('answers 416 PGRST103 when the offset is past the end', async () => {
    const result = await stack.anon.from('products').select('id', { count: 'exact' }).range(10, 12);
    expect(result.status).toBe(416);
    expect(result.error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
    });
  });

  it('counts with HEAD without a body', async () => {
    const { count, data, status } = await stack.anon
      .from('products')
      .select('*', { count: 'exact', head: true })
      .eq('active', true);
    expect(status).toBe(200);
    expect(count).toBe(4);
    expect(data).toBeNull();
  });

  it('caps results at max_rows from config.toml', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ name: `bulk gadget ${i}` }));
    expect((await stack.service.from('gadgets').insert(rows)).error).toBeNull();
    const capped = await stack.anon.from('gadgets').select('id', { count: 'exact' });
    expect(capped.data).toHaveLength(200);
    expect(capped.count).toBeGreaterThanOrEqual(250);
    expect(capped.status).toBe(206);
  });
});

describe('singular and other media types', () => {
  it('single() gives the object, or 406 PGRST116 with the exact strings', async () => {
    const one = await stack.anon.from('products').select('name').eq('id', 3).single();
    expect(one.data).toEqual({ name: 'Potato bun' });
    const none = await stack.anon.from('products').select('name').eq('id', 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await stack.anon.from('products').select('name').single();
    expect(many.error?.details).toBe('The result contains 5 rows');
  });

  it('maybeSingle() gives null for no rows and the row for one', async () => {
    expect(
      (await stack.anon.from('products').select('id').eq('id', 999).maybeSingle()).data,
    ).toBeNull();
    expect((await stack.anon.from('products').select('id').eq('id', 2).maybeSingle()).data).toEqual(
      { id: 2 },
    );
  });

  it('answers CSV for csv(), stripped nulls, and 406 for unknown media types', async () => {
    const csv = await stack.anon
      .from('products')
      .select('id,name,code')
      .in('id', [4, 1])
      .order('id')
      .csv();
    // Rows are PostgreSQL record text, as PostgREST sends them: values with spaces are quoted.
    expect(csv.data).toBe('id,name,code\n1,"Brioche bun",BRI\n4,"Rye loaf",');
    const stripped = await stack.rest('/products?select=id,code&id=eq.4', {
      headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(await stripped.json()).toEqual([{ id: 4 }]);
    const xml = await stack.rest('/products', { headers: { accept: 'text/xml' } });
    expect(xml.status).toBe(406);
    expect(await xml.json()).toMatchObject({ code: 'PGRST107' });
  });

  it('sends Content-Location, Content-Profile and CORS exposure headers', async () => {
    const response = await stack.rest('/products?select=id&id=eq.1', {
      headers: { origin: 'http://127.0.0.1:4173', 'accept-profile': 'public' },
    });
    expect(response.headers.get('content-location')).toBe('/products?id=eq.1&select=id');
    expect(response.headers.get('content-profile')).toBe('public');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    for (const header of [
      'Content-Range',
      'Content-Location',
      'Location',
      'Range-Unit',
      'Preference-Applied',
    ]) {
      expect(exposed).toContain(header);
    }
  });
});

describe('root', () => {
  it('describes the exposed tables and functions as OpenAPI', async () => {
    const response = await stack.rest('/');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { swagger: string; paths: Record<string, unknown> };
    expect(document.swagger).toBe('2.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/products', '/active_products', '/rpc/add']),
    );
  });
});
