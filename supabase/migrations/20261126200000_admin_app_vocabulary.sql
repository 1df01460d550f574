-- Issue 27: one vocabulary between the console and the shop.
-- 1. The dashboard's order counts sit beside revenue ("Incassi di oggi 63,40 € · 3 ordini"):
--    they now count the same orders the revenue counts (private.counts_as_revenue), so a
--    cancelled order no longer appears in "3 ordini" while its money is left out. The counts by
--    status still show every order, cancelled ones included.
-- 2. Notifications write money and dates as the shop does (src/lib/format.ts): "11,80 €" with a
--    no-break space, "venerdì 27 novembre 2026".

create or replace function private.format_euros(amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  -- ',' and '.' in a to_char pattern are fixed characters (G and D would follow the locale);
  -- chr(160) is the no-break space Intl's it-IT currency format puts before the sign.
  select translate(to_char(amount, 'FM999,999,990.00'), ',.', '.,') || chr(160) || '€';
$$;
comment on function private.format_euros(numeric) is
  'Euros as the shop writes them (formatEuro): 1234.5 → "1.234,50 €" (no-break space).';
revoke all on function private.format_euros(numeric) from public, anon, authenticated;

-- to_char's TMDay/TMMonth follow the server's lc_time, which hosted Supabase leaves in English.
create function private.italian_long_date(day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select (array['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'])
      [extract(dow from day)::int + 1]
    || ' ' || extract(day from day)::int
    || ' ' || (array['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio',
      'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'])[extract(month from day)::int]
    || ' ' || extract(year from day)::int;
$$;
comment on function private.italian_long_date(date) is
  'A day as the shop writes it (formatLongDate): 2026-11-27 → "venerdì 27 novembre 2026".';
revoke all on function private.italian_long_date(date) from public, anon, authenticated;

create or replace function private.notify_order_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.admin_notifications (type, title, body, payload)
    values (
      'new_order',
      'Nuovo ordine ' || new.order_number,
      format('%s ha ordinato per %s, consegna il %s.',
        coalesce(new.customer_name, new.customer_email, 'Un cliente'),
        private.format_euros(new.total), private.italian_long_date(new.delivery_date)),
      jsonb_build_object('order_id', new.id, 'order_number', new.order_number, 'user_id', new.user_id, 'total', new.total)
    );
  elsif new.status = 'cancelled' and new.user_id is not distinct from (select auth.uid()) then
    -- Only cancellations by the customer: an admin who cancels does not need to be told.
    insert into public.admin_notifications (type, title, body, payload)
    values (
      'order_cancelled',
      'Ordine ' || new.order_number || ' annullato',
      format('%s ha annullato l''ordine da %s.', coalesce(new.customer_name, new.customer_email, 'Il cliente'),
        private.format_euros(new.total)),
      jsonb_build_object('order_id', new.id, 'order_number', new.order_number, 'user_id', new.user_id)
    );
  end if;
  return null;
end;
$$;
revoke all on function private.notify_order_event() from public, anon, authenticated;

-- Unchanged but for the order counts: only orders that earn, as the revenue beside them.
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
    select t.placed_on, coalesce(sum(t.orders) filter (where t.earns), 0) as orders,
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
  'Admins only: revenue and order counts for today / this week / this month (Europe/Rome; the counts and the daily series count the orders the revenue counts: neither cancelled nor refunded), orders by status (every order), new customers, the 5 best sellers and a daily revenue series over chart_days (7-366, default 30), and the next delivery days with orders and packs. Amounts in euros. Reads the daily summaries (private.order_day_totals and friends), never the orders.';
