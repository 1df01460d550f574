import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureStack, startFixtureStack } from './support/fixture-stack.ts';

/**
 * Requests PostgREST refuses or treats specially where a lenient server would quietly do more:
 * a filter with an unknown operator (which, dropped, would widen a read, an update or a delete
 * to every row), `Prefer: tx=rollback`, `handling=strict` and `max-affected` (issue #26).
 */
let stack: FixtureStack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Three gadgets of one fresh name, as the service role (RLS plays no part here). */
async function threeGadgets(): Promise<string> {
  const name = unique('gadget');
  const { error } = await stack.service.from('gadgets').insert([{ name }, { name }, { name }]);
  expect(error).toBeNull();
  return name;
}

async function quantities(name: string): Promise<number[]> {
  const { data, error } = await stack.service
    .from('gadgets')
    .select('qty')
    .eq('name', name)
    .order('id');
  expect(error).toBeNull();
  return (data ?? []).map((row: { qty: number }) => row.qty);
}

const badOperator = {
  code: 'PGRST100',
  message: '"failed to parse filter (eqq.x)" (line 1, column 1)',
  details: 'unknown single value operator eqq',
  hint: null,
};

describe('a filter with an unknown operator', () => {
  it('fails a read with PGRST100 instead of returning every row', async () => {
    const response = await stack.rest('/products?select=id&name=eqq.x');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(badOperator);
    const viaClient = await stack.anon.from('products').select('id').filter('name', 'eqq', 'x');
    expect(viaClient.status).toBe(400);
    expect(viaClient.data).toBeNull();
    expect(viaClient.error).toEqual(badOperator);
  });

  it('fails an update and a delete, touching no row, even beside a valid filter', async () => {
    const name = await threeGadgets();
    const patch = await stack.rest(`/gadgets?name=eq.${name}&id=eqq.x`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ qty: 99 }),
    });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toMatchObject({ code: 'PGRST100' });
    const removed = await stack.service
      .from('gadgets')
      .delete()
      .eq('name', name)
      .filter('id', 'eqq', 'x');
    expect(removed.status).toBe(400);
    expect(removed.error?.code).toBe('PGRST100');
    const updated = await stack.service
      .from('gadgets')
      .update({ qty: 99 })
      .eq('name', name)
      .filter('qty', 'nope', '1');
    expect(updated.error?.code).toBe('PGRST100');
    expect(await quantities(name)).toEqual([1, 1, 1]);
  });

  it('fails a filter on an embedded resource and a function read that filters its rows', async () => {
    const embedded = await stack.rest(
      '/products?select=id,product_images(url)&product_images.url=likee.x',
    );
    expect(embedded.status).toBe(400);
    // In a GET call of a function a value without an operator is an argument, not a filter…
    const call = await stack.anon.rpc('greet', { name: 'eqq.x' }, { get: true });
    expect(call.data).toBe('hello eqq.x');
    // …while a POST call has its arguments in the body: every query parameter is a filter.
    const post = await stack.rest('/rpc/search_products?name=eqq.x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ term: 'bun' }),
    });
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject({ code: 'PGRST100' });
  });
});

describe('Prefer: tx=rollback', () => {
  it('answers a write as if committed, then rolls it back', async () => {
    const name = await threeGadgets();
    const dryRun = await stack.service
      .from('gadgets')
      .update({ qty: 7 })
      .eq('name', name)
      .select('qty')
      .rollback();
    expect(dryRun.error).toBeNull();
    expect(dryRun.data).toEqual([{ qty: 7 }, { qty: 7 }, { qty: 7 }]);
    expect(await quantities(name)).toEqual([1, 1, 1]);

    const insert = await stack.rest('/gadgets', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        prefer: 'return=representation, tx=rollback',
      },
      body: JSON.stringify({ name, qty: 5 }),
    });
    expect(insert.status).toBe(201);
    expect(await insert.json()).toMatchObject([{ name, qty: 5 }]);
    expect(insert.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await quantities(name)).toEqual([1, 1, 1]);
  });

  it('rolls back what a function call wrote', async () => {
    const name = await threeGadgets();
    const call = await stack.service.rpc('bump_gadgets', { gadget_name: name }).rollback();
    expect(call.data).toHaveLength(3);
    expect(await quantities(name)).toEqual([1, 1, 1]);
    const committed = await stack.rest('/rpc/bump_gadgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'tx=commit' },
      body: JSON.stringify({ gadget_name: name }),
    });
    expect(committed.status).toBe(200);
    expect(committed.headers.get('preference-applied')).toBe('tx=commit');
    expect(await quantities(name)).toEqual([2, 2, 2]);
  });
});

describe('Prefer: handling=strict', () => {
  it('refuses any preference it does not know, naming them all (PGRST122)', async () => {
    const name = await threeGadgets();
    const response = await stack.rest(`/gadgets?name=eq.${name}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        prefer: 'handling=strict, tx=maybe, return=everything, timezone=Mars/Olympus',
      },
      body: JSON.stringify({ qty: 9 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: tx=maybe, return=everything, timezone=Mars/Olympus',
      hint: null,
    });
    expect(await quantities(name)).toEqual([1, 1, 1]);
    const lenient = await stack.rest(`/gadgets?name=eq.${name}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'tx=maybe' },
      body: JSON.stringify({ qty: 9 }),
    });
    expect(lenient.status).toBe(204);
  });
});

describe('Prefer: max-affected on a function call', () => {
  it('rolls back a call that returns more rows than allowed (PGRST124)', async () => {
    const name = await threeGadgets();
    // postgrest-js types maxAffected() only for schemas generated against PostgREST 13.
    const call = stack.service.rpc('bump_gadgets', { gadget_name: name }) as unknown as {
      maxAffected(rows: number): PromiseLike<PostgrestSingleResponse<unknown>>;
    };
    const tooMany = await call.maxAffected(2);
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await quantities(name)).toEqual([1, 1, 1]);
    const within = await stack.rest('/rpc/bump_gadgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=3' },
      body: JSON.stringify({ gadget_name: name }),
    });
    expect(within.status).toBe(200);
    expect(within.headers.get('preference-applied')).toBe('handling=strict, max-affected=3');
    expect(await quantities(name)).toEqual([2, 2, 2]);
  });

  it('refuses max-affected on a function that does not return a set (PGRST128)', async () => {
    const response = await stack.rest('/rpc/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ a: 1, b: 2 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
    // Without handling=strict the preference is ignored, as PostgREST does.
    const lenient = await stack.rest('/rpc/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'max-affected=1' },
      body: JSON.stringify({ a: 1, b: 2 }),
    });
    expect(await lenient.json()).toBe(3);
  });
});
