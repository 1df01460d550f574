-- Issue 40: an order's lines are inserted in one statement. They were inserted one statement per
-- line, in the customer's order of lines, and each statement's trigger wrote that product's row
-- of private.product_day_sales: an order of [B, A] took B's row, then A's. An admin's status
-- change writes the same rows in key order (A, then B) in one statement, so an order of [B, A]
-- placed at that moment held B and waited for A while the status change held A and waited for
-- B: the deadlock the PostgreSQL integration suite met (tests/integration/orders/
-- concurrent-orders.test.ts, lines in rotated and reversed orders). One statement means one
-- pass of the statement trigger, in key order, as decision 019's lock order asks.
--
-- Same rows as before: line_number follows the priced lines, a bundle's items in their order.
create or replace function private.insert_order_items(order_id uuid, priced jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.order_items (
    order_id, line_number, product_id, product_name, product_slug, unit_price, allergens, quantity,
    line_total, bundle_id, bundle_label
  )
  select insert_order_items.order_id,
    (row_number() over (order by line.position, item.position))::int,
    (item.value ->> 'product_id')::uuid, item.value ->> 'name', item.value ->> 'slug',
    (item.value ->> 'unit_price')::numeric,
    array(select jsonb_array_elements_text(item.value -> 'allergens')),
    case when line.value ->> 'kind' = 'product' then (line.value ->> 'quantity')::int
         else (item.value ->> 'quantity')::int * (line.value ->> 'quantity')::int end,
    case when line.value ->> 'kind' = 'product' then (line.value ->> 'subtotal')::numeric
         else (item.value ->> 'unit_price')::numeric * (item.value ->> 'quantity')::int
              * (line.value ->> 'quantity')::int end,
    case when line.value ->> 'kind' = 'product' then null else line.value ->> 'bundle_id' end,
    case when line.value ->> 'kind' = 'product' then null
         when (line.value ->> 'quantity')::int > 1
           then format('%s × %s', line.value ->> 'label', line.value ->> 'quantity')
         else line.value ->> 'label' end
  from jsonb_array_elements(insert_order_items.priced -> 'lines') with ordinality as line(value, position)
  cross join lateral (
    -- A product line is its own single item; a bundle line stands for its items.
    select line.value as value, 1::bigint as position where line.value ->> 'kind' = 'product'
    union all
    select e.value, e.position
    from jsonb_array_elements(line.value -> 'items') with ordinality as e(value, position)
    where line.value ->> 'kind' <> 'product'
  ) item
  order by line.position, item.position;
$$;
revoke all on function private.insert_order_items(uuid, jsonb) from public, anon, authenticated;
