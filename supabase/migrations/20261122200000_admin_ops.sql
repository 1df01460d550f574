-- Read models of the admin console (issue 9): the dashboard, the production plan, the customer
-- list and a customer's page. Aggregation happens here, so the browser never pulls every order.
-- Each function is SECURITY DEFINER with an empty search_path and checks the caller first:
-- admins (private.is_admin()) and the service role only, anything else gets 42501 not_allowed.
-- anon has no EXECUTE at all.
--
-- Decisions:
--   * Revenue counts orders that are not cancelled and not refunded, whatever their payment
--     status: cash on delivery and bank transfers are paid after the order, yet the bakery
--     bakes and earns them. Dates are Europe/Rome: today, the ISO week from Monday, the month.
--   * The production plan of a delivery day counts every order of that day that is not
--     cancelled (also those already shipped or delivered: they were baked for that day).
--   * Customers are profiles that are not admins; total spent follows the revenue rule.

create function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt()) ->> 'role', '') = 'service_role' or private.is_admin() then
    return;
  end if;
  raise exception using
    errcode = '42501',
    message = 'not_allowed',
    detail = 'Only admins may read the admin console data.',
    hint = 'Solo gli amministratori possono vedere questi dati.';
end;
$$;
comment on function private.require_admin() is
  'Raises 42501 not_allowed unless the caller is an admin or the service role.';
revoke all on function private.require_admin() from public, anon;
grant execute on function private.require_admin() to authenticated, service_role;

-- Whether an order counts as revenue (see the header).
create function private.counts_as_revenue(status text, payment_status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select status <> 'cancelled' and payment_status <> 'refunded';
$$;
revoke all on function private.counts_as_revenue(text, text) from public, anon;
grant execute on function private.counts_as_revenue(text, text) to authenticated, service_role;

create function public.admin_dashboard(chart_days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Europe/Rome')::date;
  days integer := least(greatest(coalesce(admin_dashboard.chart_days, 30), 7), 366);
  result jsonb;
begin
  perform private.require_admin();

  with rome_orders as (
    select o.*, (o.created_at at time zone 'Europe/Rome')::date as placed_on,
      private.counts_as_revenue(o.status, o.payment_status) as earns
    from public.orders o
  ),
  customers as (
    select (p.created_at at time zone 'Europe/Rome')::date as joined_on
    from public.profiles p
    where not exists (select 1 from public.admin_users a where a.user_id = p.id)
  )
  select jsonb_build_object(
    'today', today,
    'revenue', jsonb_build_object(
      'today', coalesce((select sum(total) from rome_orders where earns and placed_on = today), 0),
      'week', coalesce((select sum(total) from rome_orders
        where earns and placed_on >= date_trunc('week', today)::date), 0),
      'month', coalesce((select sum(total) from rome_orders
        where earns and placed_on >= date_trunc('month', today)::date), 0)
    ),
    'orders', jsonb_build_object(
      'today', (select count(*) from rome_orders where placed_on = today),
      'week', (select count(*) from rome_orders where placed_on >= date_trunc('week', today)::date),
      'month', (select count(*) from rome_orders where placed_on >= date_trunc('month', today)::date)
    ),
    'orders_by_status', (
      select jsonb_object_agg(s.status, (select count(*) from rome_orders r where r.status = s.status))
      from unnest(array['received', 'in_preparation', 'shipped', 'delivered', 'cancelled']) as s(status)
    ),
    'new_customers', jsonb_build_object(
      'week', (select count(*) from customers where joined_on >= date_trunc('week', today)::date),
      'month', (select count(*) from customers where joined_on >= date_trunc('month', today)::date),
      'total', (select count(*) from customers)
    ),
    'best_sellers', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', b.product_id, 'product_name', b.product_name,
        'packs', b.packs, 'revenue', b.revenue) order by b.packs desc, b.product_name)
      from (
        select i.product_id, min(i.product_name) as product_name, sum(i.quantity)::integer as packs,
          sum(i.line_total) as revenue
        from public.order_items i
        join rome_orders o on o.id = i.order_id
        where o.earns and o.placed_on > today - days
        group by i.product_id
        order by packs desc
        limit 5
      ) b
    ), '[]'::jsonb),
    'revenue_series', (
      select jsonb_agg(jsonb_build_object('day', d.day::date,
        'revenue', coalesce((select sum(total) from rome_orders where earns and placed_on = d.day::date), 0),
        'orders', (select count(*) from rome_orders where placed_on = d.day::date)) order by d.day)
      from generate_series(today - (days - 1), today, interval '1 day') as d(day)
    ),
    'upcoming_deliveries', coalesce((
      select jsonb_agg(jsonb_build_object('delivery_date', u.delivery_date, 'orders', u.orders,
        'packs', u.packs, 'to_prepare', u.to_prepare) order by u.delivery_date)
      from (
        select o.delivery_date, count(*) as orders,
          count(*) filter (where o.status in ('received', 'in_preparation')) as to_prepare,
          coalesce(sum((select sum(i.quantity) from public.order_items i where i.order_id = o.id)), 0)::integer as packs
        from rome_orders o
        where o.status <> 'cancelled' and o.delivery_date >= today
        group by o.delivery_date
        order by o.delivery_date
        limit 6
      ) u
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.admin_dashboard(integer) is
  'Admins only: revenue and order counts for today / this week / this month (Europe/Rome), orders by status, new customers, the 5 best sellers and a daily revenue series over chart_days (7-366, default 30), and the next delivery days with orders and packs. Amounts in euros.';

create function public.production_plan(day date)
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
      ) order by o.delivery_address ->> 'postal_code', o.order_number)
      from day_orders o
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.production_plan(date) is
  'Admins only: for a delivery day, the packs to bake per product (non-cancelled orders) and each order with its lines and address for the packing list.';

create function public.admin_customers(
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
  pattern text := '%' || coalesce(nullif(btrim(admin_customers.search), ''), '') || '%';
  result jsonb;
begin
  perform private.require_admin();

  with matching as (
    select p.*,
      (select count(*) from public.orders o where o.user_id = p.id) as orders_count,
      coalesce((select sum(o.total) from public.orders o
        where o.user_id = p.id and private.counts_as_revenue(o.status, o.payment_status)), 0) as total_spent,
      (select max(o.created_at) from public.orders o where o.user_id = p.id) as last_order_at
    from public.profiles p
    where not exists (select 1 from public.admin_users a where a.user_id = p.id)
      and (
        coalesce(p.full_name, '') ilike pattern or coalesce(p.email, '') ilike pattern
        or coalesce(p.company_name, '') ilike pattern or coalesce(p.vat_number, '') ilike pattern
        or coalesce(p.phone, '') ilike pattern
      )
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'customers', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'full_name', m.full_name, 'email', m.email, 'phone', m.phone,
        'customer_type', m.customer_type, 'company_name', m.company_name,
        'created_at', m.created_at, 'orders_count', m.orders_count,
        'total_spent', m.total_spent, 'last_order_at', m.last_order_at
      ) order by m.created_at desc, m.id)
      from (
        select * from matching
        order by created_at desc, id
        limit least(greatest(coalesce(admin_customers.result_limit, 50), 1), 200)
        offset greatest(coalesce(admin_customers.result_offset, 0), 0)
      ) m
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.admin_customers(text, integer, integer) is
  'Admins only: customers (profiles of non-admins) matching search (name, e-mail, company, Partita IVA, phone), newest first, with orders_count, total_spent (non-cancelled, non-refunded orders) and last_order_at. Returns {total, customers}. result_limit 1-200.';

create function public.admin_customer(customer_id uuid)
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
    'orders_count', (select count(*) from public.orders o where o.user_id = p.id),
    'total_spent', coalesce((select sum(o.total) from public.orders o
      where o.user_id = p.id and private.counts_as_revenue(o.status, o.payment_status)), 0),
    'addresses', coalesce((
      select jsonb_agg(to_jsonb(a) - 'user_id' order by a.is_default desc, a.created_at)
      from public.delivery_addresses a where a.user_id = p.id
    ), '[]'::jsonb),
    'orders', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id, 'order_number', o.order_number, 'status', o.status,
        'payment_method', o.payment_method, 'payment_status', o.payment_status,
        'total', o.total, 'delivery_date', o.delivery_date, 'created_at', o.created_at
      ) order by o.created_at desc)
      from public.orders o where o.user_id = p.id
    ), '[]'::jsonb)
  ) into result
  from public.profiles p
  where p.id = admin_customer.customer_id;

  if result is null then
    raise exception using errcode = 'P0002', message = 'customer_not_found',
      hint = 'Cliente non trovato.';
  end if;
  return result;
end;
$$;
comment on function public.admin_customer(uuid) is
  'Admins only: one customer''s profile (invoice data included), saved addresses, orders and total spent. P0002 customer_not_found.';

revoke all on function public.admin_dashboard(integer) from public, anon;
revoke all on function public.production_plan(date) from public, anon;
revoke all on function public.admin_customers(text, integer, integer) from public, anon;
revoke all on function public.admin_customer(uuid) from public, anon;
grant execute on function public.admin_dashboard(integer) to authenticated, service_role;
grant execute on function public.production_plan(date) to authenticated, service_role;
grant execute on function public.admin_customers(text, integer, integer) to authenticated, service_role;
grant execute on function public.admin_customer(uuid) to authenticated, service_role;
