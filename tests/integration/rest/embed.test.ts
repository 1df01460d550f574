import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureStack, startFixtureStack } from './support/fixture-stack.ts';

let stack: FixtureStack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe('relationships of each cardinality', () => {
  it('embeds many-to-one as an object (or null) and one-to-many as an array', async () => {
    const { data, error } = await stack.anon
      .from('products')
      .select('id,category:categories(name),images:product_images(url)')
      .in('id', [3, 5])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, category: { name: 'Buns' }, images: [] },
      { id: 5, category: null, images: [] },
    ]);
    const categories = await stack.anon.from('categories').select('slug,products(id)').order('id');
    expect(categories.data).toEqual([
      { slug: 'buns', products: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      { slug: 'breads', products: [{ id: 4 }] },
      { slug: 'empty', products: [] },
    ]);
  });

  it('embeds one-to-one as an object from both sides', async () => {
    const forward = await stack.anon
      .from('products')
      .select('id,product_details(origin)')
      .in('id', [1, 2])
      .order('id');
    expect(forward.data).toEqual([
      { id: 1, product_details: { origin: 'France' } },
      { id: 2, product_details: null },
    ]);
    const backward = await stack.anon
      .from('product_details')
      .select('origin,products(name)')
      .order('origin');
    expect(backward.data).toEqual([
      { origin: 'France', products: { name: 'Brioche bun' } },
      { origin: 'Germany', products: { name: 'Rye loaf' } },
    ]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data } = await stack.anon
      .from('products')
      .select('id,suppliers(name)')
      .in('id', [1, 2, 4])
      .order('id');
    expect(data).toEqual([
      { id: 1, suppliers: [{ name: 'Mill A' }, { name: 'Mill B' }] },
      { id: 2, suppliers: [] },
      { id: 4, suppliers: [{ name: 'Mill B' }] },
    ]);
  });

  it('nests embeds and spreads a to-one embed into its parent', async () => {
    const nested = await stack.anon
      .from('categories')
      .select('name,products(name,product_images(url),suppliers(name))')
      .eq('slug', 'buns')
      .single();
    expect(nested.data?.products[0]).toEqual({
      name: 'Brioche bun',
      product_images: [{ url: 'brioche-1.jpg' }, { url: 'brioche-2.jpg' }],
      suppliers: [{ name: 'Mill A' }, { name: 'Mill B' }],
    });
    const spread = await stack.anon
      .from('products')
      .select('id,...categories(category:name)')
      .eq('id', 4)
      .single();
    expect(spread.data).toEqual({ id: 4, category: 'Breads' });
  });

  it('spreads a to-many embed as one array per column, as PostgREST 13 does', async () => {
    const oneToMany = await stack.anon
      .from('categories')
      .select('slug,...products(name,cents:price)')
      .order('id')
      .order('id', { referencedTable: 'products' });
    expect(oneToMany.error).toBeNull();
    expect(oneToMany.data).toEqual([
      { slug: 'buns', name: ['Brioche bun', 'Sesame bun', 'Potato bun'], cents: [4.5, 3.9, 4.2] },
      { slug: 'breads', name: ['Rye loaf'], cents: [6] },
      { slug: 'empty', name: [], cents: [] },
    ]);

    const manyToMany = await stack.anon
      .from('products')
      .select('id,...suppliers(supplier:name)')
      .in('id', [1, 2])
      .order('id');
    expect(manyToMany.error).toBeNull();
    expect(manyToMany.data).toEqual([
      { id: 1, supplier: ['Mill A', 'Mill B'] },
      { id: 2, supplier: [] },
    ]);
  });
});

describe('choosing a relationship', () => {
  it('disambiguates with a foreign key name or column hint, and fails with PGRST201 otherwise', async () => {
    const ambiguous = await stack.anon.from('messages').select('body,people(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'messages' and 'people'",
      hint: "Try changing 'people' to one of the following: 'people!messages_sender_id_fkey', 'people!messages_receiver_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    expect(ambiguous.error?.details).toContainEqual({
      cardinality: 'many-to-one',
      embedding: 'messages with people',
      relationship: 'messages_sender_id_fkey using messages(sender_id) and people(id)',
    });
    const byConstraint = await stack.anon
      .from('messages')
      .select('body,from:people!messages_sender_id_fkey(name),to:people!receiver_id(name)')
      .single();
    expect(byConstraint.data).toEqual({
      body: 'hi Bob',
      from: { name: 'Ada' },
      to: { name: 'Bob' },
    });
    const byColumnName = await stack.anon.from('messages').select('sender_id(name)').single();
    expect(byColumnName.data).toEqual({ sender_id: { name: 'Ada' } });
  });

  it('embeds one table twice through two foreign keys, filtered, inner-joined and ordered by alias', async () => {
    const both =
      'body,sender:people!messages_sender_id_fkey(name),receiver:people!messages_receiver_id_fkey(name)';
    const viaClient = await stack.anon
      .from('messages')
      .select(both)
      .eq('sender.name', 'Ada')
      .order('body');
    expect(viaClient.error).toBeNull();
    expect(viaClient.data).toEqual([
      { body: 'hi Bob', sender: { name: 'Ada' }, receiver: { name: 'Bob' } },
    ]);
    // Both embeds inner-joined with a filter each, plus an order by each embed's column.
    const inner =
      'body,sender:people!messages_sender_id_fkey!inner(name),receiver:people!messages_receiver_id_fkey!inner(name)';
    const raw = await stack.rest(
      `/messages?select=${inner}&sender.name=eq.Ada&receiver.name=eq.Bob&order=sender(name),receiver(name).desc`,
      { headers: { prefer: 'count=exact' } },
    );
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-range')).toBe('0-0/1');
    expect(await raw.json()).toEqual([
      { body: 'hi Bob', sender: { name: 'Ada' }, receiver: { name: 'Bob' } },
    ]);
    const noMatch = await stack.rest(
      `/messages?select=${inner}&sender.name=eq.Ada&receiver.name=eq.Ada`,
    );
    expect(await noMatch.json()).toEqual([]);
    // From the other side: the same table's rows through each foreign key, as arrays.
    const people = await stack.anon
      .from('people')
      .select(
        'name,sent:messages!messages_sender_id_fkey(body),received:messages!messages_receiver_id_fkey(body)',
      )
      .order('name');
    expect(people.data).toEqual([
      { name: 'Ada', sent: [{ body: 'hi Bob' }], received: [] },
      { name: 'Bob', sent: [], received: [{ body: 'hi Bob' }] },
    ]);
  });

  it('refuses one table embedded twice under one name (42712), as PostgREST does without aliases', async () => {
    const twice = await stack.anon
      .from('messages')
      .select('body,people!messages_sender_id_fkey(name),people!messages_receiver_id_fkey(name)');
    expect(twice.status).toBe(400);
    expect(twice.error).toMatchObject({
      code: '42712',
      message: 'table name "messages_people_1" specified more than once',
    });
  });

  it('fails with PGRST200 when tables are not related', async () => {
    const { status, error } = await stack.anon.from('products').select('id,people(name)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'products' and 'people' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'products' and 'people' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it('follows a self relationship both ways', async () => {
    const { data } = await stack.anon
      .from('employees')
      .select('name,manager:manager_id(name),reports:employees!manager_id(name)')
      .order('id');
    expect(data).toEqual([
      { name: 'Boss', manager: null, reports: [{ name: 'Worker' }] },
      { name: 'Worker', manager: { name: 'Boss' }, reports: [] },
    ]);
  });
});

describe('filtering, ordering and paging embeds', () => {
  it('filters, orders and limits an embedded resource without dropping parents', async () => {
    const { data } = await stack.anon
      .from('products')
      .select('id,product_images(url,position)')
      .eq('product_images.position', 1)
      .in('id', [1, 2])
      .order('id');
    expect(data).toEqual([
      { id: 1, product_images: [{ url: 'brioche-1.jpg', position: 1 }] },
      { id: 2, product_images: [] },
    ]);
    const ordered = await stack.anon
      .from('products')
      .select('id,product_images(url)')
      .eq('id', 1)
      .order('position', { referencedTable: 'product_images' })
      .limit(1, { referencedTable: 'product_images' })
      .single();
    expect(ordered.data).toEqual({ id: 1, product_images: [{ url: 'brioche-2.jpg' }] });
    const offset = await stack.rest(
      '/products?select=id,product_images(url)&id=eq.1&product_images.order=url&product_images.offset=1',
    );
    expect(await offset.json()).toEqual([{ id: 1, product_images: [{ url: 'brioche-2.jpg' }] }]);
    const embeddedOr = await stack.anon
      .from('categories')
      .select('slug,products(id)')
      .or('id.eq.1,id.eq.4', { referencedTable: 'products' })
      .eq('slug', 'buns')
      .single();
    expect(embeddedOr.data).toEqual({ slug: 'buns', products: [{ id: 1 }] });
  });

  it('drops parents without a match with !inner, also in the count', async () => {
    const { data, count } = await stack.anon
      .from('products')
      .select('id,categories!inner(slug)', { count: 'exact' })
      .eq('categories.slug', 'breads');
    expect(data).toEqual([{ id: 4, categories: { slug: 'breads' } }]);
    expect(count).toBe(1);
    const toMany = await stack.anon
      .from('categories')
      .select('slug,products!inner(id)')
      .gt('products.stock', 4)
      .order('id');
    expect(toMany.data).toEqual([{ slug: 'buns', products: [{ id: 1 }, { id: 3 }] }]);
    const left = await stack.anon
      .from('categories')
      .select('slug,products!left(id)')
      .gt('products.stock', 4)
      .order('id');
    expect(left.data?.map((row) => row.slug)).toEqual(['buns', 'breads', 'empty']);
  });

  it('filters parents by whether an embed is null, with an empty embed for filtering only', async () => {
    const withImages = await stack.rest(
      '/products?select=id,product_images()&product_images=not.is.null&order=id',
    );
    expect(await withImages.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const withoutCategory = await stack.anon
      .from('products')
      .select('id,categories(id)')
      .is('categories', null);
    expect(withoutCategory.data).toEqual([{ id: 5, categories: null }]);
    const inOr = await stack.rest(
      '/products?select=id,product_details(origin)&or=(product_details.is.null,id.eq.1)&order=id',
    );
    expect((await inOr.json()).map((row: { id: number }) => row.id)).toEqual([1, 2, 3, 5]);
    const badOperator = await stack.rest(
      '/products?select=id,product_images(url)&product_images=eq.1',
    );
    expect(badOperator.status).toBe(400);
    expect(await badOperator.json()).toMatchObject({ code: 'PGRST120' });
  });

  it('orders parents by a to-one embed column, and refuses to-many (PGRST118) or missing embeds (PGRST108)', async () => {
    const ordered = await stack.rest(
      '/products?select=id,categories(name)&categories=not.is.null&order=categories(name).asc,id.desc',
    );
    expect((await ordered.json()).map((row: { id: number }) => row.id)).toEqual([4, 3, 2, 1]);
    const toMany = await stack.rest('/categories?select=id,products(id)&order=products(id)');
    expect(toMany.status).toBe(400);
    expect(await toMany.json()).toMatchObject({ code: 'PGRST118' });
    const missing = await stack.anon.from('products').select('id').eq('product_images.url', 'x');
    expect(missing.status).toBe(400);
    expect(missing.error).toEqual({
      code: 'PGRST108',
      message: "'product_images' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'product_images' is included in the 'select' query parameter.",
    });
  });
});
