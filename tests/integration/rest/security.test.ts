import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { type FixtureStack, startFixtureStack } from './support/fixture-stack.ts';

let stack: FixtureStack;
const userA = '00000000-0000-0000-0000-00000000000a';
const userB = '00000000-0000-0000-0000-00000000000b';

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe('row level security per role', () => {
  it('shows anon only public rows, a user also their own, the service role everything', async () => {
    const anon = await stack.anon.from('notes').select('body').order('id');
    expect(anon.data).toEqual([{ body: 'public note of A' }]);
    const asB = stack.clientWithToken(await stack.userToken(userB));
    expect((await asB.from('notes').select('body').order('id')).data).toEqual([
      { body: 'public note of A' },
      { body: 'private note of B' },
    ]);
    const service = await stack.service
      .from('notes')
      .select('body', { count: 'exact', head: true });
    expect(service.count).toBe(3);
  });

  it('lets users write only their own rows', async () => {
    const asA = stack.clientWithToken(await stack.userToken(userA));
    const own = await asA
      .from('notes')
      .insert({ owner_id: userA, body: 'new note' })
      .select('body')
      .single();
    expect(own).toMatchObject({ status: 201, data: { body: 'new note' } });
    const foreign = await asA.from('notes').insert({ owner_id: userB, body: 'forged' });
    expect(foreign.status).toBe(403);
    expect(foreign.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
    const updateForeign = await asA
      .from('notes')
      .update({ body: 'hacked' })
      .eq('owner_id', userB)
      .select('id');
    expect(updateForeign).toMatchObject({ status: 200, data: [] });
    const deleteForeign = await asA.from('notes').delete().eq('owner_id', userB).select('id');
    expect(deleteForeign.data).toEqual([]);
    const check = await stack.service.from('notes').select('body').eq('owner_id', userB).single();
    expect(check.data).toEqual({ body: 'private note of B' });
  });

  it('answers 42501 with 401 (+ WWW-Authenticate) for anon and 403 for a signed-in user', async () => {
    const anon = await stack.rest('/secrets?select=*');
    expect(anon.status).toBe(401);
    expect(anon.headers.get('www-authenticate')).toBe('Bearer');
    expect(await anon.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table secrets',
    });
    const user = await stack
      .clientWithToken(await stack.userToken(userA))
      .from('secrets')
      .select('*');
    expect(user.status).toBe(403);
    expect(user.error?.code).toBe('42501');
  });

  it('allows insert-only tables with return=minimal but not a representation the role cannot read', async () => {
    const email = `${Math.random().toString(36).slice(2)}@example.com`;
    expect((await stack.anon.from('signups').insert({ email })).status).toBe(201);
    const represented = await stack.anon
      .from('signups')
      .insert({ email: `x${email}` })
      .select();
    expect(represented.status).toBe(401);
    expect(represented.error?.code).toBe('42501');
    const duplicate = await stack.anon.from('signups').insert({ email });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
  });
});

describe('JWT handling', () => {
  it('rejects a forged signature with 401 PGRST301 and WWW-Authenticate', async () => {
    const forged = await signJwt(
      { role: 'service_role' },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    const response = await stack.rest('/notes', { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWSError JWSInvalidSignature"',
    );
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      message: 'JWSError JWSInvalidSignature',
      details: null,
      hint: null,
    });
    const viaClient = await stack.clientWithToken(forged).from('notes').select('*');
    expect(viaClient.status).toBe(401);
  });

  it('rejects an expired token with "JWT expired"', async () => {
    const expired = await stack.userToken(userA, {}, -60);
    const { status, error } = await stack.clientWithToken(expired).from('notes').select('*');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
  });

  it('rejects malformed tokens and unknown roles; a token without a role runs as anon', async () => {
    const malformed = await stack.rest('/notes', { headers: { authorization: 'Bearer abc' } });
    expect(malformed.status).toBe(401);
    expect((await malformed.json()).code).toBe('PGRST301');
    const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
    const postgres = await signJwt(
      { role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 },
      secret,
    );
    const superuser = await stack.rest('/secrets', {
      headers: { authorization: `Bearer ${postgres}` },
    });
    expect(superuser.status).toBe(401);
    const roleless = await signJwt({ sub: userA, exp: Math.floor(Date.now() / 1000) + 60 }, secret);
    const asAnon = await stack.clientWithToken(roleless).from('notes').select('body');
    expect(asAnon.data).toEqual([{ body: 'public note of A' }]);
  });
});

describe('hostile input', () => {
  it('treats identifiers and values in the query string as data, never SQL', async () => {
    const attempts = [
      `/products?select=id&name=eq.${encodeURIComponent("x'; drop table products; --")}`,
      `/products?select=${encodeURIComponent('id,"name\\"; drop table products; --"')}`,
      `/products?select=${encodeURIComponent('id::text;drop table products')}`,
      `/products?select=id&${encodeURIComponent('id"; drop table products; --')}=eq.1`,
      `/products?select=id&order=${encodeURIComponent('id;drop table products')}`,
      `/products?select=id&or=${encodeURIComponent("(name.eq.x') or 1=1 --,id.eq.1)")}`,
      `/products?select=id&data->>${encodeURIComponent("a') or ('1'='1")}=eq.1`,
      `/products?select=id&description=fts(${encodeURIComponent("english'); drop table products; --")}).bun`,
      `/products?select=id,${encodeURIComponent('categories!inner(id);drop table products(*)')}`,
      `/rpc/${encodeURIComponent('add(1,2); drop table products; --')}`,
      `/${encodeURIComponent('products; drop table products')}`,
      `/products?select=id&id=in.(${encodeURIComponent('1) or (1=1')})`,
      `/products?select=id&limit=${encodeURIComponent('1; drop table products')}`,
    ];
    for (const path of attempts) {
      const response = await stack.rest(path);
      expect(response.status, path).toBeLessThan(500);
      // Either a PostgREST error or an ordinary JSON result: the text is never run as SQL.
      const body: unknown = await response.json();
      if (!response.ok) expect(body, path).toHaveProperty('code');
    }
    const injected = await stack.rest(
      `/products?select=id&name=eq.${encodeURIComponent("x' or '1'='1")}`,
    );
    expect(await injected.json()).toEqual([]);
    const survived = await stack.service
      .from('products')
      .select('id', { count: 'exact', head: true });
    expect(survived.count).toBeGreaterThanOrEqual(5);
  });

  it('answers every malformed request with a 4xx PostgREST error, never a 500', async () => {
    const requests: [string, RequestInit?][] = [
      ['/products?select=id,(('],
      ['/products?select=id&order=name.sideways'],
      ['/products?select=id&id=eq.notanumber'],
      ['/products?select=id&created_at=gt.yesterday-ish'],
      ['/products?select=id&tags=cs.notanarray'],
      ['/products?select=id&data=cs.{bad json'],
      ['/products?select=id&price_band=sl.(1,2'],
      ['/products?select=id&active=eq.maybe'],
      ['/products?select=id&id=in.(1,2'],
      ['/products?select=nope(*)'],
      ['/products?select=id&nope.id=eq.1'],
      ['/products?select=id&description=fts(nosuchconfig).bun'],
      ['/products?select=id&data->>x=cs.{1}'],
      ['/products?select=id', { headers: { accept: 'application/xml' } }],
      [
        '/products',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'not json' },
      ],
      ['/products', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' }],
      ['/products', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }],
      [
        '/products',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"price":"free"}',
        },
      ],
      [
        '/products?id=eq.1',
        { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"nope":1}' },
      ],
      [
        '/rpc/add',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"a":1,"b":"x"}',
        },
      ],
      ['/a/b/c'],
      ['/products', { method: 'PURGE' }],
    ];
    for (const [path, init] of requests) {
      const response = await stack.rest(path, init);
      expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(500);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
    }
  });

  it('answers 404 PGRST205 for unknown tables, with a suggestion', async () => {
    const { status, error } = await stack.anon.from('prodcts').select('*');
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.prodcts' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.products'",
    });
  });

  it('refuses bodies over the limit with 413 in the PostgREST error shape', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(9 * 1024 * 1024) });
    const response = await stack.rest('/gadgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large' });
  });
});

describe('schema cache', () => {
  it('picks up tables and functions created after start without a restart', async () => {
    await stack.adminSql(
      'create table public.late_table (id int primary key); insert into public.late_table values (7);' +
        "create function public.late_fn() returns text language sql as $$ select 'late' $$;",
    );
    expect((await stack.anon.from('late_table').select('id')).data).toEqual([{ id: 7 }]);
    expect((await stack.anon.rpc('late_fn')).data).toBe('late');
    await stack.adminSql('alter table public.late_table add column label text');
    expect((await stack.anon.from('late_table').select('id,label')).data).toEqual([
      { id: 7, label: null },
    ]);
  });
});
