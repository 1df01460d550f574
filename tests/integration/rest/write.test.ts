import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureStack, startFixtureStack } from './support/fixture-stack.ts';

let stack: FixtureStack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

let counter = 0;
/** A name no other test uses, so tests never see each other's rows. */
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

async function gadgetsNamed(name: string) {
  const { data } = await stack.service
    .from('gadgets')
    .select('name,qty,note')
    .eq('name', name)
    .order('id');
  return data ?? [];
}

describe('insert', () => {
  it('answers 201 without a body by default (return=minimal)', async () => {
    const name = unique('minimal');
    const result = await stack.anon.from('gadgets').insert({ name });
    expect(result).toMatchObject({ status: 201, statusText: 'Created', data: null, error: null });
    expect(await gadgetsNamed(name)).toEqual([{ name, qty: 1, note: null }]);
    const raw = await stack.rest('/gadgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'count=exact' },
      body: JSON.stringify([{ name: unique('raw') }, { name: unique('raw') }]),
    });
    expect(raw.status).toBe(201);
    expect(raw.headers.get('content-range')).toBe('*/2');
    expect(await raw.text()).toBe('');
  });

  it('returns the written rows with select(), embeds included', async () => {
    const { data, status } = await stack.anon
      .from('products')
      .insert({
        name: unique('bun'),
        price: 2.5,
        category_id: 1,
        tags: ['new'],
        data: { a: [1, 2] },
      })
      .select('name,price,tags,data,categories(slug)')
      .single();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      price: 2.5,
      tags: ['new'],
      data: { a: [1, 2] },
      categories: { slug: 'buns' },
    });
  });

  it('fills keys missing from a single object with column defaults', async () => {
    const name = unique('single');
    const { data } = await stack.anon
      .from('gadgets')
      .insert({ name, note: 'x' })
      .select('name,qty,note,uid')
      .single();
    expect(data).toMatchObject({ name, qty: 1, note: 'x' });
    expect(data?.uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets keys missing from some rows of a bulk insert to NULL, or to defaults with missing=default', async () => {
    const name = unique('bulk');
    const nulls = await stack.anon.from('gadgets').insert([{ name, qty: 5 }, { name }]);
    // supabase-js sends columns=name,qty, so the second row inserts qty = NULL and violates NOT NULL.
    expect(nulls.status).toBe(400);
    expect(nulls.error).toMatchObject({ code: '23502' });
    expect(await gadgetsNamed(name)).toEqual([]);
    const defaults = await stack.anon
      .from('gadgets')
      .insert([{ name, qty: 5 }, { note: 'defaults' }], { defaultToNull: false })
      .select('name,qty,note');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { name, qty: 5, note: null },
      { name: 'unnamed', qty: 1, note: 'defaults' },
    ]);
  });

  it('inserts only the columns listed in columns= and rejects unknown ones with PGRST204', async () => {
    const name = unique('columns');
    const listed = await stack.rest('/gadgets?columns=name', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ name, qty: 99, bogus: true }),
    });
    expect(listed.status).toBe(201);
    expect(await listed.json()).toMatchObject([{ name, qty: 1 }]);
    const unknown = await stack.anon.from('gadgets').insert({ name: unique('x'), colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toEqual({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'gadgets' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it('answers 409 with PostgreSQL details for unique and foreign key violations', async () => {
    const duplicate = await stack.anon.from('products').insert({ name: 'dup', sku: 'BR-1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: '23505',
      details: 'Key (sku)=(BR-1) already exists.',
    });
    const orphan = await stack.anon.from('products').insert({ name: 'orphan', category_id: 999 });
    expect(orphan.status).toBe(409);
    expect(orphan.error?.code).toBe('23503');
  });

  it('rolls back everything when single() gets more than one written row', async () => {
    const name = unique('rollback');
    const result = await stack.anon.from('gadgets').insert([{ name }, { name }]).select().single();
    expect(result.status).toBe(406);
    expect(result.error?.code).toBe('PGRST116');
    expect(await gadgetsNamed(name)).toEqual([]);
  });

  it('answers headers-only with a Location header', async () => {
    const response = await stack.rest('/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=headers-only' },
      body: JSON.stringify({ name: unique('cat'), slug: unique('slug') }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/^\/categories\?id=eq\.\d+$/);
    expect(response.headers.get('preference-applied')).toBe('return=headers-only');
  });

  it('rejects invalid JSON and mismatched keys with PGRST102', async () => {
    const invalid = await stack.rest('/gadgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    });
    const mismatched = await stack.rest('/gadgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ name: 'a' }, { qty: 2 }]),
    });
    expect(mismatched.status).toBe(400);
    expect(await mismatched.json()).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    });
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key: 201 when a row is new, 200 when all existed', async () => {
    const slug = unique('slug');
    const created = await stack.anon
      .from('categories')
      .upsert({ id: 100, name: unique('n'), slug })
      .select('id,slug');
    expect(created.status).toBe(201);
    const updated = await stack.anon
      .from('categories')
      .upsert({ id: 100, name: 'renamed', slug })
      .select('id,name');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ id: 100, name: 'renamed' }]);
    const raw = await stack.rest('/categories', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        prefer: 'resolution=merge-duplicates, return=minimal',
      },
      body: JSON.stringify({ id: 100, name: 'renamed again', slug }),
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, return=minimal',
    );
  });

  it('upserts on another unique column with on_conflict, or ignores duplicates', async () => {
    const sku = unique('SKU');
    await stack.anon.from('products').insert({ name: 'first', sku, price: 1 });
    const merged = await stack.anon
      .from('products')
      .upsert({ name: 'second', sku, price: 2 }, { onConflict: 'sku' })
      .select('name,price');
    expect(merged.data).toEqual([{ name: 'second', price: 2 }]);
    const ignored = await stack.anon
      .from('products')
      .upsert([{ name: 'third', sku, price: 3 }], { onConflict: 'sku', ignoreDuplicates: true })
      .select('name');
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([]);
    const check = await stack.anon.from('products').select('name').eq('sku', sku).single();
    expect(check.data).toEqual({ name: 'second' });
  });
});

describe('update and delete', () => {
  it('updates filtered rows: 204 by default, 200 with the rows, Content-Range with a count', async () => {
    const name = unique('upd');
    await stack.anon.from('gadgets').insert([{ name }, { name }]);
    const minimal = await stack.anon.from('gadgets').update({ qty: 7 }).eq('name', name);
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const represented = await stack.anon
      .from('gadgets')
      .update({ note: 'seen' }, { count: 'exact' })
      .eq('name', name)
      .select('qty,note');
    expect(represented.status).toBe(200);
    expect(represented.count).toBe(2);
    expect(represented.data).toEqual([
      { qty: 7, note: 'seen' },
      { qty: 7, note: 'seen' },
    ]);
    const raw = await stack.rest(`/gadgets?name=eq.${name}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'count=exact' },
      body: JSON.stringify({ qty: 8 }),
    });
    expect(raw.headers.get('content-range')).toBe('0-1/2');
    const none = await stack.rest('/gadgets?name=eq.nobody', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ qty: 8 }),
    });
    expect(none.status).toBe(204);
    expect(none.headers.get('content-range')).toBe('*/*');
  });

  it('deletes filtered rows and returns them on request', async () => {
    const name = unique('del');
    await stack.anon.from('gadgets').insert([
      { name, qty: 1 },
      { name, qty: 2 },
    ]);
    const deleted = await stack.anon
      .from('gadgets')
      .delete({ count: 'exact' })
      .eq('name', name)
      .eq('qty', 1)
      .select('qty');
    expect(deleted).toMatchObject({ status: 200, count: 1, data: [{ qty: 1 }] });
    const minimal = await stack.anon.from('gadgets').delete().eq('name', name);
    expect(minimal.status).toBe(204);
    expect(await gadgetsNamed(name)).toEqual([]);
  });

  it('refuses UPDATE and DELETE without filters, as pg-safeupdate does on Supabase', async () => {
    const unfiltered = await stack.rest('/gadgets', { method: 'DELETE' });
    expect(unfiltered.status).toBe(400);
    expect(await unfiltered.json()).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    const unfilteredUpdate = await stack.anon.from('gadgets').update({ qty: 0 });
    expect(unfilteredUpdate.error).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
  });

  it('limits an update or delete to one ordered page of the matching rows', async () => {
    const name = unique('page');
    await stack.anon.from('gadgets').insert([1, 2, 3, 4].map((qty) => ({ name, qty })));
    const updated = await stack.anon
      .from('gadgets')
      .update({ note: 'top' })
      .eq('name', name)
      .order('qty', { ascending: false })
      .limit(2)
      .select('qty');
    expect(updated.data?.map((row) => row.qty).sort()).toEqual([3, 4]);
    const deleted = await stack.rest(`/gadgets?name=eq.${name}&order=qty&limit=1&offset=1`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await gadgetsNamed(name)).map((row) => row.qty)).toEqual([1, 3, 4]);
  });

  it('enforces max-affected with handling=strict and rolls back', async () => {
    const name = unique('max');
    await stack.anon.from('gadgets').insert([{ name }, { name }, { name }]);
    const response = await stack.rest(`/gadgets?name=eq.${name}`, {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=2' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST124',
      details: 'The query affects 3 rows',
    });
    expect(await gadgetsNamed(name)).toHaveLength(3);
  });
});

describe('PUT', () => {
  it('inserts then replaces one row addressed by its primary key', async () => {
    const put = (body: unknown, id = 500) =>
      stack.rest(`/categories?id=eq.${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify(body),
      });
    const created = await put({ id: 500, name: unique('put'), slug: unique('put') });
    expect(created.status).toBe(201);
    const replaced = await put({ id: 500, name: 'replaced', slug: unique('put') });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject([{ id: 500, name: 'replaced' }]);
    const mismatch = await put({ id: 501, name: unique('put'), slug: unique('put') });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ code: 'PGRST115' });
    const notByKey = await stack.rest('/categories?name=eq.x', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1, name: 'x', slug: 'x' }),
    });
    expect(notByKey.status).toBe(405);
    expect(await notByKey.json()).toMatchObject({ code: 'PGRST105' });
  });
});

describe('preferences and schemas', () => {
  it('rejects unknown preferences only with handling=strict', async () => {
    const lenient = await stack.rest('/products?select=id&limit=1', {
      headers: { prefer: 'foo=bar' },
    });
    expect(lenient.status).toBe(200);
    const strict = await stack.rest('/products?select=id', {
      headers: { prefer: 'handling=strict, foo=bar' },
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: foo=bar',
    });
  });

  it('applies Prefer: timezone to timestamps', async () => {
    const response = await stack.rest('/products?select=created_at&id=eq.1', {
      headers: { prefer: 'timezone=Europe/Rome' },
    });
    expect(await response.json()).toEqual([{ created_at: '2026-01-01T01:00:00+01:00' }]);
    expect(response.headers.get('preference-applied')).toBe('timezone=Europe/Rome');
  });

  it('only serves the exposed schemas (PGRST106)', async () => {
    const { status, error } = await stack.anon.schema('auth').from('users').select('id');
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public, graphql_public',
      details: null,
      hint: null,
    });
  });
});
