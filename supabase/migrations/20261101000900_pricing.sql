-- Server-side pricing (docs/decisions/002-money-and-pricing.md). The client's prices are a
-- preview only: these functions read prices from the products table and the shipping rules
-- from shop_settings, and compute in integer cents.
--
-- Cart lines accepted by quote_order and place_order (a JSON array, 1..50 lines):
--   plain line:  {"product_id": "<uuid>", "quantity": <packs 1..500>}
--   bundle line: {"bundle": [{"product_id": "<uuid>", "quantity": <packs 1..500>}, ...],
--                 "quantity": <copies of the bundle 1..50>, "id": "bundle-<timestamp>" (optional)}
-- Any other key (price, name, ...) is ignored.
--
-- Bundle discount (spec §9), per copy of a bundle with n packs in total:
--   discounted packs = floor(n / 5) * 5
--   discount = round(average price per pack × discounted packs × 0.1) to the cent
--            = round(goods_cents × discounted_packs / (10 × n)) cents, half away from zero.
-- Shipping: free when subtotal - discount >= free_shipping_threshold, else shipping_fee.
--
-- Errors (SQLSTATE P0001 → HTTP 400 through PostgREST; message = stable code the client maps
-- to Italian, detail = specifics, hint = an Italian sentence):
--   invalid_lines        lines is not a non-empty array of well-formed lines (≤ 50)
--   invalid_quantity     a quantity is not a whole number in its range
--   product_unavailable  a product does not exist or is archived (detail: JSON array of ids)

create function private.whole_number_in_range(value jsonb, minimum integer, maximum integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'number'
      and (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
      and (value #>> '{}')::numeric between minimum and maximum
    then (value #>> '{}')::integer
  end;
$$;
comment on function private.whole_number_in_range(jsonb, integer, integer) is
  'The JSON number as an integer when it is whole and within [minimum, maximum], else NULL.';

create function private.is_uuid_text(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'string'
    and (value #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
$$;

create function private.raise_invalid_lines(reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'P0001',
    message = 'invalid_lines',
    detail = reason,
    hint = 'Il carrello contiene righe non valide.';
end;
$$;

create function private.raise_invalid_quantity(reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'P0001',
    message = 'invalid_quantity',
    detail = reason,
    hint = 'Le quantità devono essere numeri interi positivi entro i limiti consentiti.';
end;
$$;

-- Validates the client's lines and returns them in one canonical shape:
--   {"kind": "product", "product_id", "quantity"}
--   {"kind": "bundle", "bundle_id", "quantity", "items": [{"product_id", "quantity"}]}
create function private.normalize_order_lines(lines jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  max_lines constant int := 50;
  max_packs_per_line constant int := 500;
  max_bundle_items constant int := 30;
  max_bundle_copies constant int := 50;
  line jsonb;
  line_number int := 0;
  entry jsonb;
  quantity int;
  item_quantity int;
  items jsonb;
  bundle_id text;
  result jsonb := '[]';
begin
  if lines is null or jsonb_typeof(lines) <> 'array' or jsonb_array_length(lines) = 0 then
    perform private.raise_invalid_lines('lines must be a non-empty array');
  end if;
  if jsonb_array_length(lines) > max_lines then
    perform private.raise_invalid_lines(format('at most %s lines per order', max_lines));
  end if;

  for line in select value from jsonb_array_elements(lines) loop
    line_number := line_number + 1;
    if jsonb_typeof(line) <> 'object' or (line ? 'product_id') = (line ? 'bundle') then
      perform private.raise_invalid_lines(format('line %s needs either product_id or bundle', line_number));
    end if;

    if line ? 'product_id' then
      if not private.is_uuid_text(line -> 'product_id') then
        perform private.raise_invalid_lines(format('line %s: product_id is not a uuid', line_number));
      end if;
      quantity := private.whole_number_in_range(line -> 'quantity', 1, max_packs_per_line);
      if quantity is null then
        perform private.raise_invalid_quantity(format('line %s: quantity must be a whole number from 1 to %s', line_number, max_packs_per_line));
      end if;
      result := result || jsonb_build_array(jsonb_build_object(
        'kind', 'product', 'product_id', line ->> 'product_id', 'quantity', quantity));
      continue;
    end if;

    if jsonb_typeof(line -> 'bundle') <> 'array' or jsonb_array_length(line -> 'bundle') = 0
      or jsonb_array_length(line -> 'bundle') > max_bundle_items then
      perform private.raise_invalid_lines(format('line %s: bundle must list 1 to %s products', line_number, max_bundle_items));
    end if;
    quantity := case when line ? 'quantity'
      then private.whole_number_in_range(line -> 'quantity', 1, max_bundle_copies)
      else 1 end;
    if quantity is null then
      perform private.raise_invalid_quantity(format('line %s: a bundle''s quantity must be a whole number from 1 to %s', line_number, max_bundle_copies));
    end if;
    items := '[]';
    for entry in select value from jsonb_array_elements(line -> 'bundle') loop
      if jsonb_typeof(entry) <> 'object' or not private.is_uuid_text(entry -> 'product_id') then
        perform private.raise_invalid_lines(format('line %s: every bundle entry needs a product_id uuid', line_number));
      end if;
      item_quantity := private.whole_number_in_range(entry -> 'quantity', 1, max_packs_per_line);
      if item_quantity is null then
        perform private.raise_invalid_quantity(format('line %s: bundle quantities must be whole numbers from 1 to %s', line_number, max_packs_per_line));
      end if;
      items := items || jsonb_build_array(jsonb_build_object(
        'product_id', entry ->> 'product_id', 'quantity', item_quantity));
    end loop;
    bundle_id := case
      when jsonb_typeof(line -> 'id') = 'string' and (line ->> 'id') ~ '^bundle-[A-Za-z0-9_-]{1,64}$' then line ->> 'id'
      else 'bundle-' || line_number
    end;
    result := result || jsonb_build_array(jsonb_build_object(
      'kind', 'bundle', 'bundle_id', bundle_id, 'quantity', quantity, 'items', items));
  end loop;
  return result;
end;
$$;
comment on function private.normalize_order_lines(jsonb) is
  'Validates cart lines (see the migration header) and returns them in canonical form; raises invalid_lines / invalid_quantity.';

create function private.cents_to_euros(cents bigint)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(cents::numeric / 100, 2);
$$;

-- Prices canonical lines against the current catalogue and settings. SECURITY INVOKER: called
-- by quote_order it sees what the caller may see; called by place_order it runs as its owner.
create function private.price_order_lines(lines jsonb)
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
      'label', format('Bundle personalizzato (%s pacchi)', packs),
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
comment on function private.price_order_lines(jsonb) is
  'Prices cart lines from the products table and shop_settings (integer cents); see the migration header.';

-- The checkout summary and the "prices changed" check: the same pricing as place_order,
-- without writing anything. shortages lists products whose stock is below the requested packs
-- (place_order would refuse them with insufficient_stock).
create function public.quote_order(lines jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.price_order_lines(lines) - 'packs_by_product';
$$;
comment on function public.quote_order(jsonb) is
  'Prices cart lines like place_order without writing: {currency, lines, subtotal, discount, shipping, total, shipping_fee, free_shipping_threshold, shortages}. Errors: invalid_lines, invalid_quantity, product_unavailable.';

revoke all on function private.whole_number_in_range(jsonb, integer, integer) from public;
revoke all on function private.is_uuid_text(jsonb) from public;
revoke all on function private.raise_invalid_lines(text) from public;
revoke all on function private.raise_invalid_quantity(text) from public;
revoke all on function private.normalize_order_lines(jsonb) from public;
revoke all on function private.cents_to_euros(bigint) from public;
revoke all on function private.price_order_lines(jsonb) from public;
revoke all on function public.quote_order(jsonb) from public;
-- quote_order runs as the caller (SECURITY INVOKER), so the caller needs its helpers too.
grant execute on function
  private.whole_number_in_range(jsonb, integer, integer),
  private.is_uuid_text(jsonb),
  private.raise_invalid_lines(text),
  private.raise_invalid_quantity(text),
  private.normalize_order_lines(jsonb),
  private.cents_to_euros(bigint),
  private.price_order_lines(jsonb),
  public.quote_order(jsonb)
to anon, authenticated, service_role;
