import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureStack, startFixtureStack } from './support/fixture-stack.ts';

let stack: FixtureStack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe('calling functions', () => {
  it('returns a scalar as a bare JSON value, by POST or GET, with defaults honoured', async () => {
    expect(await stack.anon.rpc('add', { a: 2, b: 3 })).toMatchObject({
      data: 5,
      status: 200,
      error: null,
    });
    expect((await stack.anon.rpc('add', { a: '2', b: 40 }, { get: true })).data).toBe(42);
    expect((await stack.anon.rpc('greet')).data).toBe('hello world');
    expect((await stack.anon.rpc('greet', { name: 'Ada' }, { get: true })).data).toBe('hello Ada');
  });

  it('passes arrays from JSON bodies and from GET parameters', async () => {
    expect((await stack.anon.rpc('sum_all', { vals: [1, 2, 3] })).data).toBe(6);
    expect((await stack.anon.rpc('sum_all', { vals: [4, 5] }, { get: true })).data).toBe(9);
    const repeated = await stack.rest('/rpc/sum_all?vals=1&vals=10');
    expect(await repeated.json()).toBe(11);
  });

  it('returns SETOF rows as an array that accepts select, filters, order, limit and embeds', async () => {
    const { data, error } = await stack.anon
      .rpc('search_products', { term: 'bun' })
      .select('name,category:categories(slug)')
      .gt('price', 4)
      .order('price', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Brioche bun', category: { slug: 'buns' } }]);
    const counted = await stack.anon
      .rpc('search_products', { term: 'bun' }, { count: 'exact' })
      .range(0, 0);
    expect(counted.count).toBe(3);
    expect(counted.status).toBe(206);
    const viaGet = await stack.rest('/rpc/search_products?term=loaf&select=id&order=id');
    expect(await viaGet.json()).toEqual([{ id: 4 }, { id: 5 }]);
  });

  it('returns TABLE results as rows and a single composite as an object', async () => {
    expect((await stack.anon.rpc('product_stats')).data).toEqual([{ total: 5, max_price: 6 }]);
    const cheapest = await stack.anon.rpc('cheapest').select('name');
    expect(cheapest.data).toEqual({ name: 'Old loaf' });
    const single = await stack.anon.rpc('search_products', { term: 'rye' }).select('id').single();
    expect(single.data).toEqual({ id: 4 });
  });

  it('answers 204 for void functions and writes in a read-write transaction', async () => {
    const result = await stack.anon.rpc('restock', { product: 3, amount: 2 });
    expect(result).toMatchObject({ status: 204, data: null, error: null });
    const after = await stack.anon.from('products').select('stock').eq('id', 3).single();
    expect(after.data).toEqual({ stock: 7 });
  });

  it('runs STABLE functions and every GET read-only (25006 → 405)', async () => {
    const stable = await stack.anon.rpc('sneaky_write');
    expect(stable.status).toBe(405);
    expect(stable.error?.code).toBe('25006');
    const volatileByGet = await stack.anon.rpc('restock', { product: 3 }, { get: true });
    expect(volatileByGet.status).toBe(405);
  });

  it('answers HEAD with the count and no body', async () => {
    const response = await stack.rest('/rpc/search_products?term=bun', {
      method: 'HEAD',
      headers: { prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-2/3');
    expect(await response.text()).toBe('');
    const { count, data } = await stack.anon.rpc(
      'search_products',
      { term: 'bun' },
      { head: true, count: 'exact' },
    );
    expect(count).toBe(3);
    expect(data).toBeNull();
  });

  it('passes the whole body to a function with one unnamed json parameter', async () => {
    expect((await stack.anon.rpc('echo', { any: ['thing', 1] })).data).toEqual({
      any: ['thing', 1],
    });
  });

  it('passes the body as one argument with Prefer: params=single-object', async () => {
    const response = await stack.rest('/rpc/wrap', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'params=single-object' },
      body: JSON.stringify({ a: 1, b: [true] }),
    });
    expect(await response.json()).toEqual({ wrapped: { a: 1, b: [true] } });
    expect((await stack.anon.rpc('wrap', { payload: { named: true } })).data).toEqual({
      wrapped: { named: true },
    });
  });

  it('runs as the request role with its claims', async () => {
    expect((await stack.anon.rpc('who_am_i')).data).toMatchObject({
      role: 'anon',
      sub: null,
      search_path: '"public", "public", "extensions"',
      method: 'POST',
      path: '/rpc/who_am_i',
    });
    const token = await stack.userToken('00000000-0000-0000-0000-00000000000a', {
      email: 'a@example.com',
    });
    const user = await stack.clientWithToken(token).rpc('who_am_i');
    expect(user.data).toMatchObject({
      role: 'authenticated',
      sub: '00000000-0000-0000-0000-00000000000a',
      claims: { email: 'a@example.com', role: 'authenticated' },
    });
  });

  it('lets functions set the response status and headers', async () => {
    const response = await stack.rest('/rpc/with_headers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-answer')).toBe('42');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toBe('accepted');
  });
});

describe('function errors', () => {
  it('answers PGRST202 with PostgREST wording for unknown functions and argument sets', async () => {
    const unknown = await stack.anon.rpc('nope', { x: 1, a: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(a, x) in the schema cache',
      details:
        'Searched for the function public.nope with parameters a, x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
    const typo = await stack.anon.rpc('greeet');
    expect(typo.error).toMatchObject({
      message: 'Could not find the function public.greeet without parameters in the schema cache',
      hint: 'Perhaps you meant to call the function public.greet',
    });
    const wrongArgs = await stack.anon.rpc('add', { a: 1 }, { get: true });
    expect(wrongArgs.error).toMatchObject({
      code: 'PGRST202',
      details:
        'Searched for the function public.add with parameter a, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
    });
  });

  it('tells overloads apart by parameter names and reports real ambiguity (PGRST203)', async () => {
    const ambiguous = await stack.anon.rpc('pick', { x: 1 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({ code: 'PGRST203' });
    expect(ambiguous.error?.message).toContain('public.pick(x => integer)');
  });

  it('counts a defaulted unnamed parameter as a candidate and lists candidates as PostgREST does', async () => {
    // choose() and choose(text default …) both take no arguments: PostgREST cannot choose
    // (300 PGRST203) rather than letting PostgreSQL fail with 42725; fewest parameters first.
    const none = await stack.anon.rpc('choose');
    expect(none.status).toBe(300);
    expect(none.error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.choose(), public.choose( => text)',
    });
    // The one unnamed raw-body parameter is given by the empty name; choose(integer) with its
    // unnamed integer parameter is left out, as PostgREST can never call it.
    const byEmptyName = await stack.anon.rpc('choose', { '': 'anything' });
    expect(byEmptyName.error).toBeNull();
    expect(byEmptyName.data).toBe('text');
  });

  it('maps raised exceptions: P0001 → 400, PTxxx → that status, PGRST → full control, 23505 → 409', async () => {
    const plain = await stack.anon.rpc('fail', { kind: 'plain' });
    expect(plain.status).toBe(400);
    expect(plain.error).toEqual({
      code: 'P0001',
      message: 'something went wrong',
      details: 'more detail',
      hint: 'try again',
    });
    const payment = await stack.anon.rpc('fail', { kind: 'payment' });
    expect(payment.status).toBe(402);
    expect(payment.error).toMatchObject({ code: 'PT402', message: 'payment required' });
    const custom = await stack.rest('/rpc/fail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"kind":"pgrst"}',
    });
    expect(custom.status).toBe(418);
    expect(custom.headers.get('x-custom')).toBe('yes');
    expect(await custom.json()).toEqual({
      code: '123',
      message: 'custom message',
      details: 'custom details',
      hint: 'custom hint',
    });
    const unique = await stack.anon.rpc('fail', { kind: 'unique' });
    expect(unique.status).toBe(409);
    expect(unique.error?.code).toBe('23505');
    const badArgument = await stack.anon.rpc('add', { a: 'one', b: 2 });
    expect(badArgument.status).toBe(400);
    expect(badArgument.error?.code).toBe('22P02');
  });

  it('refuses other methods on functions (PGRST101)', async () => {
    const response = await stack.rest('/rpc/add', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
    });
  });
});
