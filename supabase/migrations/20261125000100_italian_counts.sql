-- Italian counts in the texts the database writes (issue 20): "1 confezione", "2 confezioni";
-- "Bundle personalizzato (1 pacco)". The app writes its own through src/lib/italian-plural.ts;
-- these must read the same (the bundle label is shown from the cart and from the server's quote).

create function private.italian_count(amount bigint, singular text, plural text)
returns text
language sql
immutable
set search_path = ''
as $$
  select amount::text || ' ' || case when abs(amount) = 1 then singular else plural end;
$$;
comment on function private.italian_count(bigint, text, text) is
  'amount followed by the Italian singular (exactly one) or plural (any other amount): "1 pacco", "5 pacchi".';
revoke all on function private.italian_count(bigint, text, text) from public;
grant execute on function private.italian_count(bigint, text, text) to anon, authenticated, service_role;

-- Unchanged but for the bundle label.
create or replace function private.price_order_lines(lines jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  normalized jsonb := private.normalize_order_lines(lines);
  shipping_fee_cents bigint := 790;
  threshold_cents bigint := 5000;
  catalogue jsonb;
  unavailable jsonb;
  line jsonb;
  entry jsonb;
  product jsonb;
  packs_by_product jsonb := '{}';
  priced_lines jsonb := '[]';
  priced_items jsonb;
  copies int;
  packs int;
  discounted_packs int;
  unit_cents bigint;
  bundle_goods_cents bigint;
  bundle_discount_cents bigint;
  subtotal_cents bigint := 0;
  discount_cents bigint := 0;
  shipping_cents bigint;
  shortages jsonb;
begin
  select (settings.shipping_fee * 100)::bigint, (settings.free_shipping_threshold * 100)::bigint
    into shipping_fee_cents, threshold_cents
    from public.shop_settings settings;
  shipping_fee_cents := coalesce(shipping_fee_cents, 790);
  threshold_cents := coalesce(threshold_cents, 5000);

  with wanted as (
    select distinct (l ->> 'product_id')::uuid as product_id
      from jsonb_array_elements(normalized) l where l ->> 'kind' = 'product'
    union
    select distinct (e ->> 'product_id')::uuid
      from jsonb_array_elements(normalized) l, jsonb_array_elements(l -> 'items') e
      where l ->> 'kind' = 'bundle'
  )
  select
    coalesce(jsonb_object_agg(wanted.product_id::text, jsonb_build_object(
      'name', p.name, 'slug', p.slug, 'price_cents', (p.price * 100)::bigint,
      'stock', p.stock_quantity, 'allergens', to_jsonb(p.allergens)
    )) filter (where p.id is not null), '{}'),
    coalesce(jsonb_agg(wanted.product_id order by wanted.product_id) filter (where p.id is null), '[]')
  into catalogue, unavailable
  from wanted
  left join public.products p on p.id = wanted.product_id and p.archived_at is null;

  if jsonb_array_length(unavailable) > 0 then
    raise exception using
      errcode = 'P0001',
      message = 'product_unavailable',
      detail = unavailable::text,
      hint = 'Uno o più prodotti non sono più disponibili.';
  end if;

  for line in select value from jsonb_array_elements(normalized) loop
    copies := (line ->> 'quantity')::int;
    if line ->> 'kind' = 'product' then
      product := catalogue -> (line ->> 'product_id');
      unit_cents := (product ->> 'price_cents')::bigint;
      packs_by_product := jsonb_set(packs_by_product, array[line ->> 'product_id'],
        to_jsonb(coalesce((packs_by_product ->> (line ->> 'product_id'))::int, 0) + copies));
      subtotal_cents := subtotal_cents + unit_cents * copies;
      priced_lines := priced_lines || jsonb_build_array(jsonb_build_object(
        'kind', 'product',
        'product_id', line ->> 'product_id',
        'name', product ->> 'name',
        'slug', product ->> 'slug',
        'allergens', product -> 'allergens',
        'unit_price', private.cents_to_euros(unit_cents),
        'quantity', copies,
        'subtotal', private.cents_to_euros(unit_cents * copies),
        'discount', 0,
        'line_total', private.cents_to_euros(unit_cents * copies)
      ));
      continue;
    end if;

    packs := 0;
    bundle_goods_cents := 0;
    priced_items := '[]';
    for entry in select value from jsonb_array_elements(line -> 'items') loop
      product := catalogue -> (entry ->> 'product_id');
      unit_cents := (product ->> 'price_cents')::bigint;
      packs := packs + (entry ->> 'quantity')::int;
      bundle_goods_cents := bundle_goods_cents + unit_cents * (entry ->> 'quantity')::int;
      packs_by_product := jsonb_set(packs_by_product, array[entry ->> 'product_id'],
        to_jsonb(coalesce((packs_by_product ->> (entry ->> 'product_id'))::int, 0)
          + (entry ->> 'quantity')::int * copies));
      priced_items := priced_items || jsonb_build_array(jsonb_build_object(
        'product_id', entry ->> 'product_id',
        'name', product ->> 'name',
        'slug', product ->> 'slug',
        'allergens', product -> 'allergens',
        'unit_price', private.cents_to_euros(unit_cents),
        'quantity', (entry ->> 'quantity')::int,
        'line_total', private.cents_to_euros(unit_cents * (entry ->> 'quantity')::int)
      ));
    end loop;
    discounted_packs := (packs / 5) * 5;
    bundle_discount_cents := round(bundle_goods_cents::numeric * discounted_packs / (10 * packs))::bigint;
    subtotal_cents := subtotal_cents + bundle_goods_cents * copies;
    discount_cents := discount_cents + bundle_discount_cents * copies;
    priced_lines := priced_lines || jsonb_build_array(jsonb_build_object(
      'kind', 'bundle',
      'bundle_id', line ->> 'bundle_id',
      'label', 'Bundle personalizzato (' || private.italian_count(packs, 'pacco', 'pacchi') || ')',
      'packs', packs,
      'discounted_packs', discounted_packs,
      'items', priced_items,
      'unit_price', private.cents_to_euros(bundle_goods_cents),
      'unit_discount', private.cents_to_euros(bundle_discount_cents),
      'quantity', copies,
      'subtotal', private.cents_to_euros(bundle_goods_cents * copies),
      'discount', private.cents_to_euros(bundle_discount_cents * copies),
      'line_total', private.cents_to_euros((bundle_goods_cents - bundle_discount_cents) * copies)
    ));
  end loop;

  shipping_cents := case when subtotal_cents - discount_cents >= threshold_cents then 0 else shipping_fee_cents end;

  select coalesce(jsonb_agg(jsonb_build_object(
      'product_id', needed.key,
      'name', catalogue -> needed.key ->> 'name',
      'requested', needed.value::int,
      'available', (catalogue -> needed.key ->> 'stock')::int
    ) order by needed.key), '[]')
    into shortages
    from jsonb_each_text(packs_by_product) needed
    where needed.value::int > (catalogue -> needed.key ->> 'stock')::int;

  return jsonb_build_object(
    'currency', 'EUR',
    'lines', priced_lines,
    'subtotal', private.cents_to_euros(subtotal_cents),
    'discount', private.cents_to_euros(discount_cents),
    'shipping', private.cents_to_euros(shipping_cents),
    'total', private.cents_to_euros(subtotal_cents - discount_cents + shipping_cents),
    'shipping_fee', private.cents_to_euros(shipping_fee_cents),
    'free_shipping_threshold', private.cents_to_euros(threshold_cents),
    'shortages', shortages,
    'packs_by_product', packs_by_product
  );
end;
$$;

-- Unchanged but for "Resta 1 confezione" / "Restano 3 confezioni".
create or replace function private.notify_low_stock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.admin_notifications (type, title, body, payload)
  values (
    'low_stock',
    case when new.stock_quantity = 0 then new.name || ' esaurito' else 'Scorte basse: ' || new.name end,
    case when new.stock_quantity = 1 then 'Resta ' else 'Restano ' end
      || private.italian_count(new.stock_quantity, 'confezione', 'confezioni') || ' di ' || new.name || '.',
    jsonb_build_object('product_id', new.id, 'stock_quantity', new.stock_quantity)
  );
  return null;
end;
$$;
