-- The dashboard reads daily totals instead of orders (issue 22;
-- docs/decisions/006-reports-read-bounded-windows.md). At 1,000,000 orders the first
-- admin_dashboard scanned the whole table ~47 times (HTTP 500 at 8 s); a single pass over the
-- 30-day window still read 27,000 orders and 82,000 order lines, and the counts by status every
-- order ever placed. A busier shop means more orders per day, not more days: kept per day, the
-- dashboard's figures cost the same at 100k and 1M orders.
--
-- Three summaries, each a sum that statement-level triggers keep up to date in the same
-- transaction as the change (a batch of rows is one upsert per summary row it touches):
--   private.order_day_totals     per Rome day placed, status and whether it earns: orders, revenue
--   private.product_day_sales    per Rome day placed and product (and the name on the line), for
--                                orders that earn: packs, revenue
--   private.delivery_day_totals  per delivery day and status: orders, packs
-- "Earns" is private.counts_as_revenue (neither cancelled nor refunded). What each summary must
-- hold is defined by the *_from_orders views below; private.order_report_totals_drift() compares
-- the two (the tests call it after every kind of change) and private.rebuild_order_report_totals()
-- recomputes them (this migration's backfill, and bulk loads that bypass triggers).
-- Rows are never deleted when they reach zero: readers skip empty rows.

create table private.order_day_totals (
  placed_on date not null,
  status text not null,
  earns boolean not null,
  orders integer not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (placed_on, status, earns)
);
comment on table private.order_day_totals is
  'Orders and their totals (euros) per Europe/Rome day placed, status and whether they count as revenue. Kept by triggers on public.orders.';

create table private.product_day_sales (
  placed_on date not null,
  product_id uuid not null,
  product_name text not null,
  packs integer not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (placed_on, product_id, product_name)
);
comment on table private.product_day_sales is
  'Packs and line totals (euros) per Europe/Rome day placed, product and the name on the order line, of orders that count as revenue. Kept by triggers on public.orders and public.order_items.';

create table private.delivery_day_totals (
  delivery_date date not null,
  status text not null,
  orders integer not null default 0,
  packs integer not null default 0,
  primary key (delivery_date, status)
);
comment on table private.delivery_day_totals is
  'Orders and packs per delivery day and status. Kept by triggers on public.orders and public.order_items.';

-- Never exposed (private schema); RLS on with no policy all the same: only their owner's
-- SECURITY DEFINER functions read and write them.
alter table private.order_day_totals enable row level security;
alter table private.product_day_sales enable row level security;
alter table private.delivery_day_totals enable row level security;
revoke all on table private.order_day_totals, private.product_day_sales, private.delivery_day_totals
  from public, anon, authenticated, service_role;

-- What the summaries must hold, computed from the orders themselves.
create view private.order_day_totals_from_orders with (security_invoker = true) as
  select (o.created_at at time zone 'Europe/Rome')::date as placed_on, o.status,
    private.counts_as_revenue(o.status, o.payment_status) as earns,
    count(*)::integer as orders, sum(o.total) as revenue
  from public.orders o
  group by 1, 2, 3;

create view private.product_day_sales_from_orders with (security_invoker = true) as
  select (o.created_at at time zone 'Europe/Rome')::date as placed_on, i.product_id, i.product_name,
    sum(i.quantity)::integer as packs, sum(i.line_total) as revenue
  from public.orders o
  join public.order_items i on i.order_id = o.id
  where private.counts_as_revenue(o.status, o.payment_status)
  group by 1, 2, 3;

create view private.delivery_day_totals_from_orders with (security_invoker = true) as
  select o.delivery_date, o.status, count(*)::integer as orders,
    coalesce(sum(lines.packs), 0)::integer as packs
  from public.orders o
  left join lateral (
    select sum(i.quantity) as packs from public.order_items i where i.order_id = o.id
  ) lines on true
  group by 1, 2;

revoke all on table private.order_day_totals_from_orders, private.product_day_sales_from_orders,
  private.delivery_day_totals_from_orders from public, anon, authenticated, service_role;

-- An order's or an order line's part in the summaries, counted +1 (added) or -1 (taken away).
create type private.order_change as (
  sign integer, id uuid, created_at timestamptz, status text, payment_status text,
  total numeric, delivery_date date
);
create type private.order_line_change as (
  sign integer, order_id uuid, product_id uuid, product_name text, quantity integer,
  line_total numeric
);

-- Adds (sign +1) or takes away (-1) orders, with the lines they have now. Upserts go in key
-- order, so two transactions touching the same summary rows lock them in the same order.
create function private.apply_order_changes(changes private.order_change[])
returns void
language sql
set search_path = ''
as $$
  insert into private.order_day_totals as t (placed_on, status, earns, orders, revenue)
  select (c.created_at at time zone 'Europe/Rome')::date, c.status,
    private.counts_as_revenue(c.status, c.payment_status), sum(c.sign), sum(c.sign * c.total)
  from unnest(changes) as c
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (placed_on, status, earns) do update
    set orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue;

  insert into private.product_day_sales as t (placed_on, product_id, product_name, packs, revenue)
  select (c.created_at at time zone 'Europe/Rome')::date, i.product_id, i.product_name,
    sum(c.sign * i.quantity), sum(c.sign * i.line_total)
  from unnest(changes) as c
  join public.order_items i on i.order_id = c.id
  where private.counts_as_revenue(c.status, c.payment_status)
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (placed_on, product_id, product_name) do update
    set packs = t.packs + excluded.packs, revenue = t.revenue + excluded.revenue;

  insert into private.delivery_day_totals as t (delivery_date, status, orders, packs)
  select c.delivery_date, c.status, sum(c.sign), coalesce(sum(c.sign * lines.packs), 0)
  from unnest(changes) as c
  left join lateral (
    select sum(i.quantity) as packs from public.order_items i where i.order_id = c.id
  ) lines on true
  group by 1, 2
  order by 1, 2
  on conflict (delivery_date, status) do update
    set orders = t.orders + excluded.orders, packs = t.packs + excluded.packs;
$$;

-- Adds or takes away order lines, under their order as it stands now. Lines whose order is
-- gone (deleted with it) are skipped: the order's own deletion already took them away.
create function private.apply_order_line_changes(changes private.order_line_change[])
returns void
language sql
set search_path = ''
as $$
  insert into private.product_day_sales as t (placed_on, product_id, product_name, packs, revenue)
  select (o.created_at at time zone 'Europe/Rome')::date, c.product_id, c.product_name,
    sum(c.sign * c.quantity), sum(c.sign * c.line_total)
  from unnest(changes) as c
  join public.orders o on o.id = c.order_id
  where private.counts_as_revenue(o.status, o.payment_status)
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (placed_on, product_id, product_name) do update
    set packs = t.packs + excluded.packs, revenue = t.revenue + excluded.revenue;

  insert into private.delivery_day_totals as t (delivery_date, status, orders, packs)
  select o.delivery_date, o.status, 0, sum(c.sign * c.quantity)
  from unnest(changes) as c
  join public.orders o on o.id = c.order_id
  group by 1, 2
  order by 1, 2
  on conflict (delivery_date, status) do update set packs = t.packs + excluded.packs;
$$;
revoke all on function private.apply_order_changes(private.order_change[]) from public, anon, authenticated;
revoke all on function private.apply_order_line_changes(private.order_line_change[]) from public, anon, authenticated;

-- The triggers. SECURITY DEFINER: an admin changing a status through the API has no rights on
-- the summaries, the trigger writes them for it.
create function private.count_inserted_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_order_changes(array(
    select row(1, n.id, n.created_at, n.status, n.payment_status, n.total, n.delivery_date)::private.order_change
    from inserted_orders n));
  return null;
end;
$$;

-- Only rows whose counted fields changed move: a payment reference, the e-mail flag or a
-- payment going from pending to paid (both earn) touch no summary row.
create function private.count_updated_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_order_changes(array(
    select row(-1, o.id, o.created_at, o.status, o.payment_status, o.total, o.delivery_date)::private.order_change
    from previous_orders o
    where not exists (
      select 1 from updated_orders n
      where (n.id, n.created_at, n.status, private.counts_as_revenue(n.status, n.payment_status),
          n.total, n.delivery_date)
        is not distinct from (o.id, o.created_at, o.status,
          private.counts_as_revenue(o.status, o.payment_status), o.total, o.delivery_date))
    union all
    select row(1, n.id, n.created_at, n.status, n.payment_status, n.total, n.delivery_date)::private.order_change
    from updated_orders n
    where not exists (
      select 1 from previous_orders o
      where (n.id, n.created_at, n.status, private.counts_as_revenue(n.status, n.payment_status),
          n.total, n.delivery_date)
        is not distinct from (o.id, o.created_at, o.status,
          private.counts_as_revenue(o.status, o.payment_status), o.total, o.delivery_date))));
  return null;
end;
$$;

-- Row by row and before the delete, while the order's lines still exist (they go with it).
-- Orders are fiscal records and are not deleted in normal use; a retention job may.
create function private.uncount_deleted_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_order_changes(array[
    row(-1, old.id, old.created_at, old.status, old.payment_status, old.total, old.delivery_date)::private.order_change]);
  return old;
end;
$$;

-- Lines added (+1) or removed (-1); both triggers call their transition table changed_lines.
create function private.count_order_lines()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_order_line_changes(array(
    select row(case tg_op when 'DELETE' then -1 else 1 end, c.order_id, c.product_id,
        c.product_name, c.quantity, c.line_total)::private.order_line_change
    from changed_lines c));
  return null;
end;
$$;

create function private.count_updated_order_lines()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_order_line_changes(array(
    select row(-1, o.order_id, o.product_id, o.product_name, o.quantity, o.line_total)::private.order_line_change
    from previous_lines o
    union all
    select row(1, n.order_id, n.product_id, n.product_name, n.quantity, n.line_total)::private.order_line_change
    from updated_lines n));
  return null;
end;
$$;

revoke all on function private.count_inserted_orders(), private.count_updated_orders(),
  private.uncount_deleted_order(), private.count_order_lines(),
  private.count_updated_order_lines()
  from public, anon, authenticated;

create trigger orders_count_inserted after insert on public.orders
  referencing new table as inserted_orders
  for each statement execute function private.count_inserted_orders();
create trigger orders_count_updated after update on public.orders
  referencing old table as previous_orders new table as updated_orders
  for each statement execute function private.count_updated_orders();
create trigger orders_uncount_deleted before delete on public.orders
  for each row execute function private.uncount_deleted_order();
create trigger order_items_count_inserted after insert on public.order_items
  referencing new table as changed_lines
  for each statement execute function private.count_order_lines();
create trigger order_items_count_updated after update on public.order_items
  referencing old table as previous_lines new table as updated_lines
  for each statement execute function private.count_updated_order_lines();
create trigger order_items_uncount_deleted after delete on public.order_items
  referencing old table as changed_lines
  for each statement execute function private.count_order_lines();

-- Recomputes the summaries from the orders. Writers wait meanwhile (SHARE locks), so no change
-- slips between the recount and the commit.
create function private.rebuild_order_report_totals()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table public.orders, public.order_items in share mode;
  truncate private.order_day_totals, private.product_day_sales, private.delivery_day_totals;
  insert into private.order_day_totals (placed_on, status, earns, orders, revenue)
    select placed_on, status, earns, orders, revenue from private.order_day_totals_from_orders;
  insert into private.product_day_sales (placed_on, product_id, product_name, packs, revenue)
    select placed_on, product_id, product_name, packs, revenue from private.product_day_sales_from_orders;
  insert into private.delivery_day_totals (delivery_date, status, orders, packs)
    select delivery_date, status, orders, packs from private.delivery_day_totals_from_orders;
end;
$$;
comment on function private.rebuild_order_report_totals() is
  'Recomputes the dashboard''s daily summaries from the orders (backfill; after loads that bypass triggers).';
revoke all on function private.rebuild_order_report_totals() from public, anon, authenticated;

-- How many summary rows differ from what the orders say (0 when the triggers kept up).
create function private.order_report_totals_drift()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  with days as (
    select placed_on, status, earns, orders, revenue from private.order_day_totals
    where orders <> 0 or revenue <> 0
  ), sales as (
    select placed_on, product_id, product_name, packs, revenue from private.product_day_sales
    where packs <> 0 or revenue <> 0
  ), deliveries as (
    select delivery_date, status, orders, packs from private.delivery_day_totals
    where orders <> 0 or packs <> 0
  )
  select
    (select count(*) from ((table days except table private.order_day_totals_from_orders)
      union all (table private.order_day_totals_from_orders except table days)) d)
    + (select count(*) from ((table sales except table private.product_day_sales_from_orders)
      union all (table private.product_day_sales_from_orders except table sales)) s)
    + (select count(*) from ((table deliveries except table private.delivery_day_totals_from_orders)
      union all (table private.delivery_day_totals_from_orders except table deliveries)) l);
$$;
comment on function private.order_report_totals_drift() is
  'Number of daily summary rows that differ from a recount of the orders; 0 when consistent.';
revoke all on function private.order_report_totals_drift() from public, anon, authenticated;

select private.rebuild_order_report_totals();

create or replace function public.admin_dashboard(chart_days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Europe/Rome')::date;
  days integer := least(greatest(coalesce(admin_dashboard.chart_days, 30), 7), 366);
  week_start date := date_trunc('week', today)::date;
  month_start date := date_trunc('month', today)::date;
  chart_start date := today - (days - 1);
  -- The first day any windowed figure needs: earlier days are never read.
  window_start date := least(week_start, month_start, chart_start);
  result jsonb;
begin
  perform private.require_admin();

  with by_day as (
    select t.placed_on, sum(t.orders) as orders,
      coalesce(sum(t.revenue) filter (where t.earns), 0) as revenue
    from private.order_day_totals t
    where t.placed_on >= window_start
    group by t.placed_on
  ),
  totals as (
    select
      coalesce(sum(d.revenue) filter (where d.placed_on = today), 0) as revenue_today,
      coalesce(sum(d.revenue) filter (where d.placed_on >= week_start), 0) as revenue_week,
      coalesce(sum(d.revenue) filter (where d.placed_on >= month_start), 0) as revenue_month,
      coalesce(sum(d.orders) filter (where d.placed_on = today), 0) as orders_today,
      coalesce(sum(d.orders) filter (where d.placed_on >= week_start), 0) as orders_week,
      coalesce(sum(d.orders) filter (where d.placed_on >= month_start), 0) as orders_month
    from by_day d
  ),
  customers as (
    select p.created_at
    from public.profiles p
    where not exists (select 1 from public.admin_users a where a.user_id = p.id)
  )
  select jsonb_build_object(
    'today', today,
    'revenue', (select jsonb_build_object('today', t.revenue_today, 'week', t.revenue_week,
      'month', t.revenue_month) from totals t),
    'orders', (select jsonb_build_object('today', t.orders_today, 'week', t.orders_week,
      'month', t.orders_month) from totals t),
    -- Every order ever placed, by status: a few rows per day of trading, not one per order.
    'orders_by_status', (
      select jsonb_object_agg(s.status, coalesce(c.orders, 0))
      from unnest(array['received', 'in_preparation', 'shipped', 'delivered', 'cancelled']) as s(status)
      left join (
        select t.status, sum(t.orders) as orders from private.order_day_totals t group by t.status
      ) c on c.status = s.status
    ),
    'new_customers', (
      select jsonb_build_object(
        'week', count(*) filter (where c.created_at >= (week_start::timestamp at time zone 'Europe/Rome')),
        'month', count(*) filter (where c.created_at >= (month_start::timestamp at time zone 'Europe/Rome')),
        'total', count(*))
      from customers c
    ),
    'best_sellers', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', b.product_id, 'product_name', b.product_name,
        'packs', b.packs, 'revenue', b.revenue) order by b.packs desc, b.product_name)
      from (
        select s.product_id, min(s.product_name) as product_name, sum(s.packs)::integer as packs,
          sum(s.revenue) as revenue
        from private.product_day_sales s
        where s.placed_on >= chart_start and s.packs > 0
        group by s.product_id
        order by packs desc
        limit 5
      ) b
    ), '[]'::jsonb),
    'revenue_series', (
      select jsonb_agg(jsonb_build_object('day', g.day::date,
        'revenue', coalesce(d.revenue, 0), 'orders', coalesce(d.orders, 0)) order by g.day)
      from generate_series(chart_start, today, interval '1 day') as g(day)
      left join by_day d on d.placed_on = g.day::date
    ),
    'upcoming_deliveries', coalesce((
      select jsonb_agg(jsonb_build_object('delivery_date', u.delivery_date, 'orders', u.orders,
        'packs', u.packs, 'to_prepare', u.to_prepare) order by u.delivery_date)
      from (
        select t.delivery_date, sum(t.orders) as orders,
          coalesce(sum(t.orders) filter (where t.status in ('received', 'in_preparation')), 0) as to_prepare,
          sum(t.packs)::integer as packs
        from private.delivery_day_totals t
        where t.status <> 'cancelled' and t.delivery_date >= today
        group by t.delivery_date
        having sum(t.orders) > 0
        order by t.delivery_date
        limit 6
      ) u
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.admin_dashboard(integer) is
  'Admins only: revenue and order counts for today / this week / this month (Europe/Rome), orders by status, new customers, the 5 best sellers and a daily revenue series over chart_days (7-366, default 30), and the next delivery days with orders and packs. Amounts in euros. Reads the daily summaries (private.order_day_totals and friends), never the orders.';
