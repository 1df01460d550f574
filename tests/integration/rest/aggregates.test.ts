import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureStack, startFixtureStack } from './support/fixture-stack.ts';

let stack: FixtureStack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

const aggregatesNotAllowed = {
  code: 'PGRST123',
  message: 'Use of aggregate functions is not allowed',
  details: null,
  hint: null,
};

describe('aggregates while disabled (hosted Supabase by default)', () => {
  it('refuses count() and column aggregates with PGRST123', async () => {
    const counted = await stack.anon.from('products').select('count()');
    expect(counted.status).toBe(400);
    expect(counted.error).toMatchObject(aggregatesNotAllowed);

    const summed = await stack.anon.from('products').select('category_id, total:price.sum()');
    expect(summed.status).toBe(400);
    expect(summed.error).toMatchObject(aggregatesNotAllowed);
  });

  it('still counts an embed written `embed(count)`, which PostgreSQL itself answers', async () => {
    const { data, error } = await stack.anon
      .from('categories')
      .select('slug, products(count)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'buns', products: [{ count: 3 }] },
      { slug: 'breads', products: [{ count: 1 }] },
      { slug: 'empty', products: [{ count: 0 }] },
    ]);
  });
});

describe('aggregates once the authenticator role enables them', () => {
  beforeAll(async () => {
    // PostgREST's in-database configuration; per database so parallel test databases are untouched.
    await stack.adminSql(`do $$ begin
      execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L',
                     current_database(), 'true');
    end $$`);
  });

  it('counts all rows with count() alone', async () => {
    const { data, error } = await stack.anon.from('products').select('count()').single();
    expect(error).toBeNull();
    expect(data).toEqual({ count: 5 });
  });

  it('groups by the other selected columns, with aliases and casts', async () => {
    const { data, error } = await stack.anon
      .from('products')
      .select(
        'category_id, products:count(), total:price.sum(), stock.max(), stock.min(), average:stock.avg()::int, whole:price::int.sum()',
      )
      .order('category_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { category_id: 1, products: 3, total: 12.6, max: 10, min: 0, average: 5, whole: 13 },
      { category_id: 2, products: 1, total: 6, max: 3, min: 3, average: 3, whole: 6 },
      { category_id: null, products: 1, total: 1, max: 0, min: 0, average: 0, whole: 1 },
    ]);
  });

  it('aggregates inside an embed, per parent row', async () => {
    const { data, error } = await stack.anon
      .from('categories')
      .select('slug, products(count(), stock.sum())')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'buns', products: [{ count: 3, sum: 15 }] },
      { slug: 'breads', products: [{ count: 1, sum: 3 }] },
      { slug: 'empty', products: [{ count: 0, sum: null }] },
    ]);
  });

  it('groups by a spread to-one embed and by an embedded object', async () => {
    const spread = await stack.anon
      .from('products')
      .select('count(), ...categories(category:name)');
    expect(spread.error).toBeNull();
    expect(inTextOrder(spread.data ?? [])).toEqual([
      { count: 1, category: 'Breads' },
      { count: 1, category: null },
      { count: 3, category: 'Buns' },
    ]);

    const embedded = await stack.anon.from('products').select('count(), categories(slug)');
    expect(embedded.error).toBeNull();
    expect(inTextOrder(embedded.data ?? [])).toEqual([
      { count: 1, categories: null },
      { count: 1, categories: { slug: 'breads' } },
      { count: 3, categories: { slug: 'buns' } },
    ]);
  });

  it('refuses aggregates inside a to-many spread, as PostgREST 13 does (PGRST127)', async () => {
    const { error, status } = await stack.anon
      .from('categories')
      .select('slug, ...products(count())');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
    });
  });

  it('counts only the rows row level security lets the caller see', async () => {
    const { data, error } = await stack.anon.from('notes').select('count()').single();
    expect(error).toBeNull();
    expect(data).toEqual({ count: 1 });
  });

  it('answers an unknown column as PostgreSQL answers PostgREST', async () => {
    const missing = await stack.anon.from('products').select('missing.sum()');
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({
      code: '42703',
      message: 'column products.missing does not exist',
    });

    // Without parentheses `sum` is a column name, in the embed PostgREST aliases `<table>_1`.
    const bare = await stack.anon.from('categories').select('slug, products(sum)');
    expect(bare.status).toBe(400);
    expect(bare.error).toMatchObject({
      code: '42703',
      message: 'column products_1.sum does not exist',
    });
  });
});

/** Groups come in no particular order: compare them sorted by their JSON text. */
function inTextOrder<T>(rows: T[]): T[] {
  const text = (row: T) => JSON.stringify(row);
  return [...rows].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}
