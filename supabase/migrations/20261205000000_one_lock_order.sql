-- Issue 40: one lock order for every writer of orders, stock and the report's summary rows, so
-- place_order, a customer's cancellation and an admin's status change never deadlock on
-- PostgreSQL (decision 019). Every transaction takes what it needs in this order:
--
--   1. the account's advisory lock (private.lock_customer_orders: place_order only);
--   2. existing order rows (one, or several in id order);
--   3. products, in id order (place_order, release_expired_payment_holds, and now the restock
--      of a cancellation);
--   4. the summary rows, table by table: order_day_totals, then delivery_day_totals, then
--      product_day_sales, each in key order (the upserts are sorted);
--   5. document number series.
--
-- Before this migration a cancellation gave its packs back with an UPDATE ... FROM whose
-- product order followed the plan (hash order), against place_order's id order; and an order's
-- own statement wrote product_day_sales before delivery_day_totals while its lines' statement
-- wrote them the other way round. Both are made to follow the list above.

-- The timeline, and the packs back to stock when an order is cancelled: the products locked in
-- id order first, as place_order locks them.
create or replace function private.record_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.order_status_history (order_id, from_status, to_status, changed_by, changed_at)
    values (new.id, null, new.status, (select auth.uid()), new.created_at);
    return null;
  end if;

  insert into public.order_status_history (order_id, from_status, to_status, changed_by)
  values (new.id, old.status, new.status, (select auth.uid()));

  if new.status = 'cancelled' then
    perform 1 from public.products product
      where product.id in (select item.product_id from public.order_items item where item.order_id = new.id)
      order by product.id
      for update;
    update public.products product
      set stock_quantity = product.stock_quantity + returned.packs
      from (
        select item.product_id, sum(item.quantity)::integer as packs
        from public.order_items item
        where item.order_id = new.id
        group by item.product_id
      ) returned
      where product.id = returned.product_id;
  end if;
  return null;
end;
$$;
revoke all on function private.record_order_status() from public, anon, authenticated;

-- Adds (sign +1) or takes away (-1) orders, with the lines they have now: the day's totals, the
-- delivery day's, then the products' sales, each upsert in key order.
create or replace function private.apply_order_changes(changes private.order_change[])
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
$$;

-- Adds or takes away order lines, under their order as it stands now: the delivery day's totals,
-- then the products' sales, as apply_order_changes.
create or replace function private.apply_order_line_changes(changes private.order_line_change[])
returns void
language sql
set search_path = ''
as $$
  insert into private.delivery_day_totals as t (delivery_date, status, orders, packs)
  select o.delivery_date, o.status, 0, sum(c.sign * c.quantity)
  from unnest(changes) as c
  join public.orders o on o.id = c.order_id
  group by 1, 2
  order by 1, 2
  on conflict (delivery_date, status) do update set packs = t.packs + excluded.packs;

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
$$;
revoke all on function private.apply_order_changes(private.order_change[]) from public, anon, authenticated;
revoke all on function private.apply_order_line_changes(private.order_line_change[]) from public, anon, authenticated;
