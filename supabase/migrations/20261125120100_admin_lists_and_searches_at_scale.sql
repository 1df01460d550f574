-- The admin console's lists and searches with years of orders (issue 22; the dashboard is the
-- next migration; docs/decisions/006-reports-read-bounded-windows.md). At 1,000,000 orders
-- admin_customers added up every customer's orders before taking a page of 25 (HTTP 500 at 8 s),
-- and the production plan and the searches scanned whole tables. Same signatures and the same
-- JSON; what changes is what they read:
--   * admin_orders (new) is the orders list: filters, a substring search and a page, newest
--     first, without a total (counting a million matches costs more than the page). A search
--     that matches few orders reads them through the trigram indexes and sorts them; one that
--     matches many walks the newest orders until the page is full. The REST list it replaces
--     left that choice to the planner, which walked half the table for a rare order number.
--   * admin_customers takes the page of customers first and adds up only their orders.
--   * admin_customer lists a customer's latest orders (at most 50) besides the totals: the full
--     history is the orders list filtered by customer, page by page.
--   * production_plan finds the day's orders by an index on delivery_date, and lists them by
--     postal code and order number in numeric order (BDB-2026-1000000 after …-999999).
--   * indexes for what the reports and the searches filter on, including pg_trgm for the
--     substring searches (order number, name and e-mail; customers; newsletter e-mails).

create extension if not exists pg_trgm with schema extensions;

-- Revenue rule (see 20261122200000_admin_ops.sql), now inlinable: a SQL function without SET
-- clauses is expanded into the calling query, where the old one (SET search_path) ran as a
-- function call per row. It names nothing but pg_catalog operators, so the caller's
-- search_path cannot change its meaning.
create or replace function private.counts_as_revenue(status text, payment_status text)
returns boolean
language sql
immutable
as $$
  select status operator(pg_catalog.<>) 'cancelled'
    and payment_status operator(pg_catalog.<>) 'refunded';
$$;
comment on function private.counts_as_revenue(text, text) is
  'Whether an order counts as revenue: neither cancelled nor refunded. Inlinable on purpose (no SET clause).';

-- Indexes: the production plan's day, the customer list's newest-first page, and trigram
-- indexes for substring searches (ILIKE '%rossi%' can use them; a b-tree cannot).
create index orders_delivery_date_idx on public.orders (delivery_date);
create index orders_order_number_trgm_idx on public.orders
  using gin (order_number extensions.gin_trgm_ops);
create index orders_customer_name_trgm_idx on public.orders
  using gin (customer_name extensions.gin_trgm_ops);
create index orders_customer_email_trgm_idx on public.orders
  using gin (customer_email extensions.gin_trgm_ops);
create index profiles_created_at_idx on public.profiles (created_at desc, id);
create index newsletter_subscribers_email_trgm_idx on public.newsletter_subscribers
  using gin (email extensions.gin_trgm_ops);
create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc, id);

-- What the customer search looks in, as one text (one trigram index instead of five); the
-- fields are joined by a line break, which a search box cannot send.
create function private.customer_search_text(
  full_name text, email text, company_name text, vat_number text, phone text
)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(E'\n', full_name, email, company_name, vat_number, phone);
$$;
comment on function private.customer_search_text(text, text, text, text, text) is
  'The profile fields the admin customer search matches, one per line (indexed with pg_trgm).';
-- Index expressions are evaluated as the role writing the row (a customer editing their
-- profile), like the validators of the first migration.
revoke all on function private.customer_search_text(text, text, text, text, text) from public;
grant execute on function private.customer_search_text(text, text, text, text, text)
  to anon, authenticated, service_role;
create index profiles_search_trgm_idx on public.profiles
  using gin (private.customer_search_text(full_name, email, company_name, vat_number, phone) extensions.gin_trgm_ops);

-- Typed text as a LIKE pattern that matches it literally: % and _ are not wildcards here.
create function private.like_pattern_containing(search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(search, E'\\', E'\\\\'), '%', E'\\%'), '_', E'\\_') || '%';
$$;
revoke all on function private.like_pattern_containing(text) from public, anon, authenticated;

create or replace function public.admin_customers(
  search text default null,
  result_limit integer default 50,
  result_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := nullif(btrim(admin_customers.search), '');
  pattern text := private.like_pattern_containing(needle);
  page_size integer := least(greatest(coalesce(admin_customers.result_limit, 50), 1), 200);
  page_offset integer := greatest(coalesce(admin_customers.result_offset, 0), 0);
  matching_total bigint;
  page_ids uuid[];
begin
  perform private.require_admin();

  -- The page first (newest first), then the orders of those customers only.
  if needle is null then
    select count(*) into matching_total
      from public.profiles p
      where not exists (select 1 from public.admin_users a where a.user_id = p.id);
    page_ids := array(
      select p.id from public.profiles p
      where not exists (select 1 from public.admin_users a where a.user_id = p.id)
      order by p.created_at desc, p.id
      limit page_size offset page_offset);
  else
    select count(*) into matching_total
      from public.profiles p
      where private.customer_search_text(p.full_name, p.email, p.company_name, p.vat_number, p.phone)
          ilike pattern
        and not exists (select 1 from public.admin_users a where a.user_id = p.id);
    page_ids := array(
      select p.id from public.profiles p
      where private.customer_search_text(p.full_name, p.email, p.company_name, p.vat_number, p.phone)
          ilike pattern
        and not exists (select 1 from public.admin_users a where a.user_id = p.id)
      order by p.created_at desc, p.id
      limit page_size offset page_offset);
  end if;

  return jsonb_build_object(
    'total', matching_total,
    'customers', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'full_name', p.full_name, 'email', p.email, 'phone', p.phone,
        'customer_type', p.customer_type, 'company_name', p.company_name,
        'created_at', p.created_at, 'orders_count', s.orders_count,
        'total_spent', s.total_spent, 'last_order_at', s.last_order_at
      ) order by page.position)
      from unnest(page_ids) with ordinality as page(id, position)
      join public.profiles p on p.id = page.id
      cross join lateral (
        select count(*) as orders_count,
          coalesce(sum(o.total) filter (where private.counts_as_revenue(o.status, o.payment_status)), 0) as total_spent,
          max(o.created_at) as last_order_at
        from public.orders o
        where o.user_id = p.id
      ) s
    ), '[]'::jsonb)
  );
end;
$$;
comment on function public.admin_customers(text, integer, integer) is
  'Admins only: customers (profiles of non-admins) whose name, e-mail, company, Partita IVA or phone contains search (taken literally), newest first, with orders_count, total_spent (non-cancelled, non-refunded orders) and last_order_at. Returns {total, customers}. result_limit 1-200.';

create or replace function public.admin_customer(customer_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin();

  select jsonb_build_object(
    'profile', to_jsonb(p) - 'updated_at',
    'is_admin', exists (select 1 from public.admin_users a where a.user_id = p.id),
    'orders_count', s.orders_count,
    'total_spent', s.total_spent,
    'addresses', coalesce((
      select jsonb_agg(to_jsonb(a) - 'user_id' order by a.is_default desc, a.created_at)
      from public.delivery_addresses a where a.user_id = p.id
    ), '[]'::jsonb),
    -- The latest 50: a restaurant that orders daily has thousands; the orders list filtered by
    -- customer pages through all of them.
    'orders', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id, 'order_number', o.order_number, 'status', o.status,
        'payment_method', o.payment_method, 'payment_status', o.payment_status,
        'total', o.total, 'delivery_date', o.delivery_date, 'created_at', o.created_at
      ) order by o.created_at desc)
      from (
        select * from public.orders o where o.user_id = p.id order by o.created_at desc limit 50
      ) o
    ), '[]'::jsonb)
  ) into result
  from public.profiles p
  cross join lateral (
    select count(*) as orders_count,
      coalesce(sum(o.total) filter (where private.counts_as_revenue(o.status, o.payment_status)), 0) as total_spent
    from public.orders o
    where o.user_id = p.id
  ) s
  where p.id = admin_customer.customer_id;

  if result is null then
    raise exception using errcode = 'P0002', message = 'customer_not_found',
      hint = 'Cliente non trovato.';
  end if;
  return result;
end;
$$;
comment on function public.admin_customer(uuid) is
  'Admins only: one customer''s profile (invoice data included), saved addresses, orders_count, total_spent and the latest 50 orders (newest first). P0002 customer_not_found.';

create or replace function public.production_plan(day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin();
  if production_plan.day is null then
    raise exception using errcode = '22023', message = 'invalid_day',
      hint = 'Scegli un giorno di consegna.';
  end if;

  with day_orders as (
    select o.* from public.orders o
    where o.delivery_date = production_plan.day and o.status <> 'cancelled'
  )
  select jsonb_build_object(
    'delivery_date', production_plan.day,
    'order_count', (select count(*) from day_orders),
    'total_packs', coalesce((select sum(i.quantity) from public.order_items i
      join day_orders o on o.id = i.order_id), 0),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', t.product_id, 'product_name', t.product_name,
        'packs', t.packs, 'orders', t.orders) order by t.product_name)
      from (
        select i.product_id, min(i.product_name) as product_name, sum(i.quantity)::integer as packs,
          count(distinct i.order_id)::integer as orders
        from public.order_items i
        join day_orders o on o.id = i.order_id
        group by i.product_id
      ) t
    ), '[]'::jsonb),
    'orders', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id, 'order_number', o.order_number, 'status', o.status,
        'customer_name', o.customer_name, 'customer_email', o.customer_email,
        'payment_method', o.payment_method, 'payment_status', o.payment_status, 'total', o.total,
        'delivery_address', o.delivery_address, 'notes', o.notes,
        'company_name', o.invoice_data ->> 'company_name',
        'items', coalesce((
          select jsonb_agg(jsonb_build_object('product_name', i.product_name, 'quantity', i.quantity,
            'bundle_label', i.bundle_label) order by i.line_number)
          from public.order_items i where i.order_id = o.id
        ), '[]'::jsonb)
      ) order by o.delivery_address ->> 'postal_code', length(o.order_number), o.order_number)
      from day_orders o
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- A page of the orders list as JSON, for the rows `rows_sql` selects (aliased o, ordered newest
-- first, limited); the filter values are bound as $1..$5, whichever the SQL uses.
create function private.admin_order_rows(
  rows_sql text, status text, payment_status text, delivery_date date, customer_id uuid,
  pattern text
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  page jsonb;
begin
  execute format(
    $query$
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', o.id, 'order_number', o.order_number, 'status', o.status,
        'created_at', o.created_at, 'delivery_date', o.delivery_date,
        'customer_name', o.customer_name, 'customer_email', o.customer_email,
        'company_name', o.invoice_data ->> 'company_name', 'total', o.total,
        'payment_method', o.payment_method, 'payment_status', o.payment_status
      ) order by o.created_at desc, o.id), '[]'::jsonb)
      from (%s) o
    $query$, rows_sql)
    into page
    using status, payment_status, delivery_date, customer_id, pattern;
  return page;
end;
$$;
revoke all on function private.admin_order_rows(text, text, text, date, uuid, text) from public, anon, authenticated;

create function public.admin_orders(
  search text default null,
  status text default null,
  payment_status text default null,
  delivery_date date default null,
  customer_id uuid default null,
  result_limit integer default 25,
  result_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := nullif(btrim(admin_orders.search), '');
  pattern text := private.like_pattern_containing(needle);
  page_size integer := least(greatest(coalesce(admin_orders.result_limit, 25), 1), 100);
  page_offset integer := greatest(coalesce(admin_orders.result_offset, 0), 0);
  -- A search first looks among this many newest orders: a common term (a surname) fills the
  -- page there; a rare one (an order number) is looked up through the trigram indexes.
  recent_window constant integer := 2000;
  matching constant text :=
    '(o.order_number ilike $5 or o.customer_name ilike $5 or o.customer_email ilike $5)';
  newest_first text;
  filters text[] := array[]::text[];
  page jsonb;
begin
  perform private.require_admin();

  -- Only the filters given become SQL; EXECUTE plans each call for its own values.
  if admin_orders.status is not null then filters := array_append(filters, 'o.status = $1'); end if;
  if admin_orders.payment_status is not null then filters := array_append(filters, 'o.payment_status = $2'); end if;
  if admin_orders.delivery_date is not null then filters := array_append(filters, 'o.delivery_date = $3'); end if;
  if admin_orders.customer_id is not null then filters := array_append(filters, 'o.user_id = $4'); end if;
  -- One row more than the page tells whether another page follows.
  newest_first := format(' order by o.created_at desc, o.id limit %s offset %s', page_size + 1, page_offset);

  if needle is null then
    page := private.admin_order_rows(
      'select o.* from public.orders o'
        || case when cardinality(filters) > 0 then ' where ' || array_to_string(filters, ' and ') else '' end
        || newest_first,
      admin_orders.status, admin_orders.payment_status, admin_orders.delivery_date,
      admin_orders.customer_id, pattern);
  else
    page := private.admin_order_rows(
      format('select o.* from (select o.* from public.orders o %s order by o.created_at desc, o.id limit %s) o where %s',
        case when cardinality(filters) > 0 then 'where ' || array_to_string(filters, ' and ') else '' end,
        recent_window, matching) || newest_first,
      admin_orders.status, admin_orders.payment_status, admin_orders.delivery_date,
      admin_orders.customer_id, pattern);
    if jsonb_array_length(page) <= page_size then
      -- Not a full page among the newest: every match, through the trigram indexes, sorted.
      -- MATERIALIZED keeps the planner from walking the whole table newest first instead.
      page := private.admin_order_rows(
        'with matches as materialized (select o.* from public.orders o where '
          || array_to_string(array_append(filters, matching), ' and ')
          || ') select o.* from matches o' || newest_first,
        admin_orders.status, admin_orders.payment_status, admin_orders.delivery_date,
        admin_orders.customer_id, pattern);
    end if;
  end if;

  return jsonb_build_object(
    'orders', coalesce((select jsonb_agg(value order by position)
      from jsonb_array_elements(page) with ordinality as rows(value, position)
      where position <= page_size), '[]'::jsonb),
    'has_next', jsonb_array_length(page) > page_size
  );
end;
$$;
comment on function public.admin_orders(text, text, text, date, uuid, integer, integer) is
  'Admins only: a page of orders, newest first, filtered by status, payment_status, delivery_date, customer_id and a search (order number, customer name or e-mail containing it, taken literally). Returns {orders: [{id, order_number, status, created_at, delivery_date, customer_name, customer_email, company_name, total, payment_method, payment_status}], has_next}. result_limit 1-100.';
revoke all on function public.admin_orders(text, text, text, date, uuid, integer, integer) from public, anon;
grant execute on function public.admin_orders(text, text, text, date, uuid, integer, integer)
  to authenticated, service_role;
