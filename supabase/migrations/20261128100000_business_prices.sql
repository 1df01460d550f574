-- Business prices (issue 23, docs/decisions/012-business-prices.md).
--
-- * customer_prices: per customer and product, EITHER a fixed price per pack (euros, exact
--   cents like products.price) OR a whole percentage off the catalogue price.
-- * customer_price_tiers: per customer, "from N packs of one product, X % off". A tier is
--   reached by the packs of ONE product across the order's plain lines (not bundles, which have
--   their own quantity discount), and the highest tier reached applies to that product.
-- * shop_settings.minimum_order_private / minimum_order_business: the goods after discounts
--   (subtotal − discount, shipping excluded) an order needs for delivery; 0 = no minimum.
--
-- Order of application, all in integer cents (decision 002):
--   1. unit price = the customer's fixed price, or round(list × (100 − p) / 100), or the list price;
--   2. plain lines: unit price = round(step 1 × (100 − tier %) / 100) for the tier reached;
--      bundle items keep step 1 and get the bundle discount of decision 002 on top;
--   3. free shipping compares subtotal − discount with the threshold, as before;
--   4. place_order refuses goods below the customer's minimum (below_minimum_order).
-- round() on numeric rounds half away from zero: Math.round on the client, for positive cents.
--
-- Nobody writes the two tables directly: admins save a whole price list with
-- admin_save_price_list (one transaction, admin checked in the database). A customer reads only
-- their own rows (RLS); pricing reads them through private.customer_price_rules, which only ever
-- returns auth.uid()'s rules, so quote_order keeps working for visitors too.

alter table public.shop_settings
  add column minimum_order_private numeric(10, 2) not null default 0
    check (minimum_order_private >= 0 and minimum_order_private <= 10000),
  add column minimum_order_business numeric(10, 2) not null default 0
    check (minimum_order_business >= 0 and minimum_order_business <= 10000);
comment on column public.shop_settings.minimum_order_private is
  'Minimum goods after discounts (euros, shipping excluded) of a private customer''s order; 0 = none.';
comment on column public.shop_settings.minimum_order_business is
  'Minimum goods after discounts (euros, shipping excluded) of a business customer''s order; 0 = none.';

create table public.customer_prices (
  customer_id uuid not null references public.profiles (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  unit_price numeric(10, 2) check (unit_price > 0 and unit_price <= 10000),
  percent_off integer check (percent_off between 1 and 90),
  updated_at timestamptz not null default now(),
  primary key (customer_id, product_id),
  constraint customer_prices_one_rule check ((unit_price is null) <> (percent_off is null))
);
comment on table public.customer_prices is
  'A business customer''s price list: per product a fixed price per pack (euros) or a whole percentage off the catalogue price. Written only by admin_save_price_list.';
create index customer_prices_product_idx on public.customer_prices (product_id);

create table public.customer_price_tiers (
  customer_id uuid not null references public.profiles (id) on delete cascade,
  min_packs integer not null check (min_packs between 2 and 500),
  percent_off integer not null check (percent_off between 1 and 90),
  primary key (customer_id, min_packs)
);
comment on table public.customer_price_tiers is
  'A customer''s quantity tiers: from min_packs packs of one product (plain lines of one order), percent_off off that product''s price. Written only by admin_save_price_list.';

alter table public.customer_prices enable row level security;
alter table public.customer_price_tiers enable row level security;
revoke all on public.customer_prices, public.customer_price_tiers from anon, authenticated;
grant select on public.customer_prices, public.customer_price_tiers to authenticated;
grant all on public.customer_prices, public.customer_price_tiers to service_role;
create policy "customers read their own prices, admins all" on public.customer_prices
  for select to authenticated
  using (customer_id = (select auth.uid()) or (select private.is_admin()));
create policy "customers read their own tiers, admins all" on public.customer_price_tiers
  for select to authenticated
  using (customer_id = (select auth.uid()) or (select private.is_admin()));

-- The caller's own pricing rules, for the product ids given: {prices: {product_id: {unit_cents |
-- percent_off}}, tiers: [{min_packs, percent_off}] ascending, minimum_cents}. SECURITY DEFINER
-- so visitors (no grant on the tables) can be priced; it reads only auth.uid()'s rows.
create function private.customer_price_rules(product_ids uuid[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'prices', coalesce((
      select jsonb_object_agg(cp.product_id::text, jsonb_strip_nulls(jsonb_build_object(
          'unit_cents', (cp.unit_price * 100)::bigint, 'percent_off', cp.percent_off)))
        from public.customer_prices cp
        where cp.customer_id = (select auth.uid()) and cp.product_id = any (product_ids)), '{}'),
    'tiers', coalesce((
      select jsonb_agg(jsonb_build_object('min_packs', t.min_packs, 'percent_off', t.percent_off)
          order by t.min_packs)
        from public.customer_price_tiers t
        where t.customer_id = (select auth.uid())), '[]'),
    'minimum_cents', coalesce((
      select (case when p.customer_type = 'business' then s.minimum_order_business
                   else s.minimum_order_private end * 100)::bigint
        from public.shop_settings s
        left join public.profiles p on p.id = (select auth.uid())), 0)
  );
$$;
comment on function private.customer_price_rules(uuid[]) is
  'auth.uid()''s price list rows for the given products, tiers and minimum order (cents); see the migration header.';
revoke all on function private.customer_price_rules(uuid[]) from public;
grant execute on function private.customer_price_rules(uuid[]) to anon, authenticated, service_role;

-- Step 1 of the header: the customer's price per pack before any tier.
create function private.customer_unit_cents(list_cents bigint, rule jsonb)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case
    when rule ? 'unit_cents' then (rule ->> 'unit_cents')::bigint
    when rule ? 'percent_off' then round(list_cents::numeric * (100 - (rule ->> 'percent_off')::int) / 100)::bigint
    else list_cents
  end;
$$;
revoke all on function private.customer_unit_cents(bigint, jsonb) from public;
grant execute on function private.customer_unit_cents(bigint, jsonb) to anon, authenticated, service_role;

-- The tier reached by `packs` packs of one product: the highest min_packs not above packs, or null.
create function private.tier_reached(tiers jsonb, packs integer)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select t from jsonb_array_elements(tiers) t
    where (t ->> 'min_packs')::int <= packs
    order by (t ->> 'min_packs')::int desc
    limit 1;
$$;
revoke all on function private.tier_reached(jsonb, integer) from public;
grant execute on function private.tier_reached(jsonb, integer) to anon, authenticated, service_role;

-- Saves a customer's whole price list in one go (replacing the previous one).
--   prices: [{"product_id": uuid, "unit_price": euros} | {"product_id": uuid, "percent_off": 1..90}]
--   tiers:  [{"min_packs": 2..500, "percent_off": 1..90}]
-- Errors: not_allowed (not an admin), customer_not_found, invalid_price_list (hint in Italian).
create function public.admin_save_price_list(p_customer_id uuid, p_prices jsonb, p_tiers jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry jsonb;
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'not_allowed',
      hint = 'Solo gli amministratori possono modificare i listini.';
  end if;
  if not exists (select 1 from public.profiles p where p.id = p_customer_id) then
    raise exception using errcode = 'P0001', message = 'customer_not_found', hint = 'Cliente non trovato.';
  end if;
  if jsonb_typeof(coalesce(p_prices, '[]')) <> 'array' or jsonb_typeof(coalesce(p_tiers, '[]')) <> 'array'
    or jsonb_array_length(coalesce(p_prices, '[]')) > 500 or jsonb_array_length(coalesce(p_tiers, '[]')) > 20 then
    raise exception using errcode = 'P0001', message = 'invalid_price_list',
      hint = 'Il listino non è valido.';
  end if;

  delete from public.customer_prices cp where cp.customer_id = p_customer_id;
  delete from public.customer_price_tiers t where t.customer_id = p_customer_id;

  for entry in select value from jsonb_array_elements(coalesce(p_prices, '[]')) loop
    if not private.is_uuid_text(entry -> 'product_id')
      or (entry ? 'unit_price') = (entry ? 'percent_off')
      or (entry ? 'unit_price' and not (jsonb_typeof(entry -> 'unit_price') = 'number'
        and (entry ->> 'unit_price')::numeric > 0 and (entry ->> 'unit_price')::numeric <= 10000
        and (entry ->> 'unit_price')::numeric = round((entry ->> 'unit_price')::numeric, 2)))
      or (entry ? 'percent_off' and private.whole_number_in_range(entry -> 'percent_off', 1, 90) is null)
      or not exists (select 1 from public.products p where p.id = (entry ->> 'product_id')::uuid) then
      raise exception using errcode = 'P0001', message = 'invalid_price_list', detail = entry::text,
        hint = 'Ogni prodotto del listino vuole un prezzo maggiore di zero (al centesimo) oppure uno sconto intero fra 1 e 90%.';
    end if;
    insert into public.customer_prices (customer_id, product_id, unit_price, percent_off)
      values (p_customer_id, (entry ->> 'product_id')::uuid,
        (entry ->> 'unit_price')::numeric, (entry ->> 'percent_off')::int)
      on conflict (customer_id, product_id) do update
        set unit_price = excluded.unit_price, percent_off = excluded.percent_off, updated_at = now();
  end loop;

  for entry in select value from jsonb_array_elements(coalesce(p_tiers, '[]')) loop
    if private.whole_number_in_range(entry -> 'min_packs', 2, 500) is null
      or private.whole_number_in_range(entry -> 'percent_off', 1, 90) is null then
      raise exception using errcode = 'P0001', message = 'invalid_price_list', detail = entry::text,
        hint = 'Ogni fascia vuole un numero di confezioni fra 2 e 500 e uno sconto intero fra 1 e 90%.';
    end if;
    insert into public.customer_price_tiers (customer_id, min_packs, percent_off)
      values (p_customer_id, (entry ->> 'min_packs')::int, (entry ->> 'percent_off')::int)
      on conflict (customer_id, min_packs) do update set percent_off = excluded.percent_off;
  end loop;

  return jsonb_build_object(
    'prices', coalesce((select jsonb_agg(jsonb_build_object('product_id', cp.product_id,
        'unit_price', cp.unit_price, 'percent_off', cp.percent_off) order by cp.product_id)
      from public.customer_prices cp where cp.customer_id = p_customer_id), '[]'),
    'tiers', coalesce((select jsonb_agg(jsonb_build_object('min_packs', t.min_packs,
        'percent_off', t.percent_off) order by t.min_packs)
      from public.customer_price_tiers t where t.customer_id = p_customer_id), '[]'));
end;
$$;
comment on function public.admin_save_price_list(uuid, jsonb, jsonb) is
  'Admins: replaces a customer''s price list and tiers; see the migration header. Errors: not_allowed, customer_not_found, invalid_price_list.';
revoke all on function public.admin_save_price_list(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.admin_save_price_list(uuid, jsonb, jsonb) to authenticated, service_role;

-- The pricing of decision 002 with the customer's price list, tiers and minimum (steps 1–3 of
-- the header). New in the answer: per product line list_price (the catalogue's) and tier
-- ({min_packs, percent_off} or null); per bundle item list_price; minimum_order and
-- missing_for_minimum (euros; 0 when reached). Unchanged otherwise.
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
  rules jsonb;
  minimum_cents bigint;
  catalogue jsonb;
  unavailable jsonb;
  line jsonb;
  entry jsonb;
  product jsonb;
  tier jsonb;
  packs_by_product jsonb := '{}';
  plain_packs jsonb := '{}';
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

  rules := private.customer_price_rules(array(
    select (l ->> 'product_id')::uuid from jsonb_array_elements(normalized) l where l ->> 'kind' = 'product'
    union
    select (e ->> 'product_id')::uuid
      from jsonb_array_elements(normalized) l, jsonb_array_elements(l -> 'items') e
      where l ->> 'kind' = 'bundle'));
  minimum_cents := coalesce((rules ->> 'minimum_cents')::bigint, 0);

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
      'name', p.name, 'slug', p.slug,
      'list_cents', (p.price * 100)::bigint,
      'price_cents', private.customer_unit_cents((p.price * 100)::bigint, rules -> 'prices' -> (p.id::text)),
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

  -- Tiers count the packs of one product over the plain lines of the whole order.
  for line in select value from jsonb_array_elements(normalized) where value ->> 'kind' = 'product' loop
    plain_packs := jsonb_set(plain_packs, array[line ->> 'product_id'],
      to_jsonb(coalesce((plain_packs ->> (line ->> 'product_id'))::int, 0) + (line ->> 'quantity')::int));
  end loop;

  for line in select value from jsonb_array_elements(normalized) loop
    copies := (line ->> 'quantity')::int;
    if line ->> 'kind' = 'product' then
      product := catalogue -> (line ->> 'product_id');
      tier := private.tier_reached(rules -> 'tiers', (plain_packs ->> (line ->> 'product_id'))::int);
      unit_cents := (product ->> 'price_cents')::bigint;
      if tier is not null then
        unit_cents := round(unit_cents::numeric * (100 - (tier ->> 'percent_off')::int) / 100)::bigint;
      end if;
      packs_by_product := jsonb_set(packs_by_product, array[line ->> 'product_id'],
        to_jsonb(coalesce((packs_by_product ->> (line ->> 'product_id'))::int, 0) + copies));
      subtotal_cents := subtotal_cents + unit_cents * copies;
      priced_lines := priced_lines || jsonb_build_array(jsonb_build_object(
        'kind', 'product',
        'product_id', line ->> 'product_id',
        'name', product ->> 'name',
        'slug', product ->> 'slug',
        'allergens', product -> 'allergens',
        'list_price', private.cents_to_euros((product ->> 'list_cents')::bigint),
        'tier', tier,
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
        'list_price', private.cents_to_euros((product ->> 'list_cents')::bigint),
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
    'minimum_order', private.cents_to_euros(minimum_cents),
    'missing_for_minimum', private.cents_to_euros(greatest(minimum_cents - (subtotal_cents - discount_cents), 0)),
    'shortages', shortages,
    'packs_by_product', packs_by_product
  );
end;
$$;

-- Unchanged but for the minimum order value (step 4 of the header), checked before stock.
create or replace function public.place_order(
  lines jsonb,
  delivery_date date,
  payment_method text,
  idempotency_key text,
  address_id uuid default null,
  address jsonb default null,
  notes text default null,
  invoice_data jsonb default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  existing_order_id uuid;
  new_order_id uuid;
  settings public.shop_settings%rowtype;
  customer public.profiles%rowtype;
  canonical_lines jsonb;
  priced jsonb;
  address_snapshot jsonb;
  invoice_snapshot jsonb;
  allowed_dates date[];
  clean_notes text := private.clean_text(place_order.notes);
  unpaid_orders integer;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated',
      hint = 'Accedi per completare l''ordine.';
  end if;

  if place_order.idempotency_key is null or place_order.idempotency_key !~ '^[A-Za-z0-9_.:-]{8,100}$' then
    perform private.raise_order_error('invalid_idempotency_key',
      'idempotency_key must be 8-100 characters of A-Z a-z 0-9 _ . : -', 'Richiesta non valida, riprova.');
  end if;

  -- Two taps (or an offline retry racing the first request) with one key: the second waits
  -- here for the first to commit, then finds its order.
  perform pg_advisory_xact_lock(hashtext('place_order:' || caller::text || ':' || place_order.idempotency_key));
  select o.id into existing_order_id
    from public.orders o
    where o.user_id = caller and o.idempotency_key = place_order.idempotency_key;
  if existing_order_id is not null then
    return private.order_json(existing_order_id) || jsonb_build_object('replayed', true);
  end if;

  -- Holds that ran out give their packs back before this order counts stock, so an abandoned
  -- payment never blocks anyone even when the scheduled job has not run yet.
  perform public.release_expired_payment_holds(now());

  -- Lock the products first (in id order, so concurrent orders cannot deadlock), then price
  -- and check stock against the locked rows.
  canonical_lines := private.normalize_order_lines(place_order.lines);
  perform 1 from public.products p
    where p.id in (
      select (l ->> 'product_id')::uuid from jsonb_array_elements(canonical_lines) l where l ->> 'kind' = 'product'
      union
      select (e ->> 'product_id')::uuid from jsonb_array_elements(canonical_lines) l, jsonb_array_elements(l -> 'items') e
        where l ->> 'kind' = 'bundle'
    )
    order by p.id
    for update;
  priced := private.price_order_lines(place_order.lines);

  select * into settings from public.shop_settings limit 1;
  select * into customer from public.profiles p where p.id = caller;

  if place_order.payment_method is null or place_order.payment_method not in ('card', 'bank_transfer', 'cash_on_delivery') then
    perform private.raise_order_error('invalid_payment_method',
      'payment_method must be card, bank_transfer or cash_on_delivery', 'Metodo di pagamento non valido.');
  end if;

  if place_order.address_id is not null then
    select jsonb_build_object(
        'label', a.label, 'recipient', a.recipient, 'street', a.street, 'postal_code', a.postal_code,
        'city', a.city, 'province', a.province, 'phone', a.phone, 'notes', a.notes)
      into address_snapshot
      from public.delivery_addresses a
      where a.id = place_order.address_id and a.user_id = caller;
    if address_snapshot is null then
      perform private.raise_order_error('address_not_found', 'address_id is not one of your addresses',
        'L''indirizzo selezionato non esiste più.');
    end if;
  elsif place_order.address is not null then
    address_snapshot := private.normalize_delivery_address(place_order.address);
  else
    perform private.raise_order_error('address_required', 'give address_id or address',
      'Indica un indirizzo di consegna.');
  end if;

  allowed_dates := public.available_delivery_dates(now());
  if place_order.delivery_date is null or not (place_order.delivery_date = any (allowed_dates)) then
    perform private.raise_order_error('invalid_delivery_date', to_jsonb(allowed_dates)::text,
      'La data di consegna scelta non è disponibile.');
  end if;

  if place_order.invoice_data is not null then
    invoice_snapshot := private.normalize_invoice_data(place_order.invoice_data);
  elsif customer.customer_type = 'business' then
    invoice_snapshot := jsonb_build_object(
      'customer_type', 'business', 'company_name', customer.company_name,
      'vat_number', customer.vat_number, 'tax_code', customer.tax_code,
      'sdi_code', customer.sdi_code, 'pec', customer.pec);
  end if;

  if place_order.payment_method = 'cash_on_delivery' and not (
    coalesce(settings.cash_on_delivery_enabled, false)
    and (address_snapshot ->> 'province') = any (coalesce(settings.cash_on_delivery_provinces, '{}'))
  ) then
    perform private.raise_order_error('payment_method_unavailable',
      format('cash on delivery is not offered in province %s', address_snapshot ->> 'province'),
      'Il pagamento alla consegna non è disponibile per questo indirizzo.');
  end if;
  if place_order.payment_method = 'bank_transfer' then
    if settings.iban is null then
      perform private.raise_order_error('payment_method_unavailable', 'the shop has no bank account configured',
        'Il bonifico bancario non è al momento disponibile.');
    end if;
    -- The profile decides, not the invoice data sent with the order: anyone can type a valid
    -- Partita IVA into a request.
    if coalesce(customer.customer_type, '') <> 'business' then
      perform private.raise_order_error('payment_method_unavailable', 'bank transfer is offered to business customers',
        'Il bonifico bancario è riservato ai clienti business.');
    end if;
  end if;

  if place_order.payment_method = 'card' then
    select count(*) into unpaid_orders
      from public.orders o
      where o.user_id = caller and o.payment_method = 'card' and o.payment_status = 'pending'
        and o.status = 'received' and o.payment_due_at is not null;
    if unpaid_orders >= private.max_unpaid_orders() then
      perform private.raise_order_error('too_many_unpaid_orders',
        format('%s card orders are waiting for payment', unpaid_orders),
        format('Hai già %s in attesa di pagamento: completa il pagamento o annullane uno prima di ordinare di nuovo.',
          private.italian_count(unpaid_orders, 'ordine', 'ordini')));
    end if;
  end if;

  if char_length(clean_notes) > 1000 then
    perform private.raise_order_error('invalid_notes', 'notes are limited to 1000 characters',
      'Le note possono contenere al massimo 1000 caratteri.');
  end if;

  if (priced ->> 'missing_for_minimum')::numeric > 0 then
    perform private.raise_order_error('below_minimum_order',
      jsonb_build_object('minimum_order', (priced ->> 'minimum_order')::numeric,
        'missing', (priced ->> 'missing_for_minimum')::numeric)::text,
      format('L''ordine minimo per la consegna è di %s: mancano %s.',
        private.format_euros((priced ->> 'minimum_order')::numeric),
        private.format_euros((priced ->> 'missing_for_minimum')::numeric)));
  end if;

  if jsonb_array_length(priced -> 'shortages') > 0 then
    perform private.raise_order_error('insufficient_stock', (priced -> 'shortages')::text,
      'Alcuni prodotti non sono disponibili nella quantità richiesta.');
  end if;

  update public.products p
    set stock_quantity = p.stock_quantity - needed.value::int
    from jsonb_each_text(priced -> 'packs_by_product') needed
    where p.id = needed.key::uuid;

  insert into public.orders (
    user_id, payment_method, subtotal, discount, shipping, total, delivery_date,
    delivery_address, invoice_data, customer_name, customer_email, notes, idempotency_key,
    payment_due_at
  ) values (
    caller, place_order.payment_method,
    (priced ->> 'subtotal')::numeric, (priced ->> 'discount')::numeric,
    (priced ->> 'shipping')::numeric, (priced ->> 'total')::numeric,
    place_order.delivery_date, address_snapshot, invoice_snapshot,
    coalesce(customer.full_name, address_snapshot ->> 'recipient'),
    coalesce(customer.email, (select u.email from auth.users u where u.id = caller)),
    clean_notes, place_order.idempotency_key,
    case when place_order.payment_method = 'card'
      then now() + make_interval(mins => settings.payment_hold_minutes) end
  )
  returning id into new_order_id;

  perform private.insert_order_items(new_order_id, priced);

  return private.order_json(new_order_id) || jsonb_build_object('replayed', false);
end;
$$;

-- Unchanged but for the notice of an order below the minimum (the run is 'failed', with a sentence
-- that says what to do instead of the error code).
create or replace function private.place_standing_delivery(standing public.standing_orders, delivery_date date)
returns text
language plpgsql
set search_path = ''
as $$
declare
  lines jsonb := private.standing_lines_for(standing.id, delivery_date);
  day_text text := private.italian_day(delivery_date);
  run_outcome text;
  placed jsonb;
  run_detail jsonb;
  run_message text;
  previous_claims text := current_setting('request.jwt.claims', true);
  previous_sub text := current_setting('request.jwt.claim.sub', true);
  error_code text;
  error_detail text;
begin
  -- The claim: a second run (a retry, a concurrent job) waits here for the first to commit, then
  -- finds the row and leaves.
  insert into public.standing_order_runs (standing_order_id, user_id, delivery_date, outcome)
    values (standing.id, standing.user_id, delivery_date, 'pending')
    on conflict on constraint standing_order_runs_once do nothing;
  if not found then
    return null;
  end if;

  if jsonb_array_length(lines) = 0 then
    run_outcome := 'skipped';
    run_message := format('Consegna di %s saltata, come hai chiesto.', day_text);
  elsif not public.is_delivery_day(delivery_date) then
    run_outcome := 'holiday';
    run_message := format('%s è festivo e non consegniamo: il tuo ordine fisso salta questa consegna. Se ti servono panini, ordina per un altro giorno.',
      upper(left(day_text, 1)) || substr(day_text, 2));
  else
    begin
      perform set_config('request.jwt.claims', jsonb_build_object('sub', standing.user_id, 'role', 'authenticated')::text, true);
      perform set_config('request.jwt.claim.sub', standing.user_id::text, true);
      placed := public.place_order(
        lines => lines,
        delivery_date => delivery_date,
        payment_method => standing.payment_method,
        idempotency_key => 'ordine-fisso-' || to_char(delivery_date, 'YYYY-MM-DD'),
        address_id => standing.address_id,
        notes => standing.notes);
      run_outcome := 'placed';
      run_message := format('Ordine %s confermato per %s.', placed ->> 'order_number', day_text);
    exception when others then
      get stacked diagnostics error_code = message_text, error_detail = pg_exception_detail;
      if error_code = 'insufficient_stock' then
        run_outcome := 'out_of_stock';
        run_detail := error_detail::jsonb;
        run_message := format('Per %s non abbiamo abbastanza %s: non abbiamo confermato l''ordine fisso, così non ricevi meno di quanto aspetti. Ordina le quantità disponibili dal negozio o scrivici.',
          day_text,
          (select string_agg(format('%s (ne restano %s)', s ->> 'name', s ->> 'available'), ', ')
             from jsonb_array_elements(run_detail) s));
      elsif error_code = 'product_unavailable' then
        run_outcome := 'unavailable';
        run_detail := jsonb_build_object('reason', error_detail);
        run_message := format('Per %s un prodotto del tuo ordine fisso non è più in vendita: non abbiamo confermato l''ordine. Aggiorna l''ordine fisso.', day_text);
      elsif error_code = 'below_minimum_order' then
        run_outcome := 'failed';
        run_detail := jsonb_build_object('code', error_code, 'reason', error_detail::jsonb);
        run_message := format('Per %s l''ordine fisso non raggiunge l''ordine minimo di %s per la consegna: non l''abbiamo confermato. Aggiungi qualche confezione all''ordine fisso o scrivici.',
          day_text, private.format_euros((error_detail::jsonb ->> 'minimum_order')::numeric));
      else
        run_outcome := 'failed';
        run_detail := jsonb_build_object('code', error_code, 'reason', error_detail);
        run_message := format('Non siamo riusciti a confermare l''ordine fisso per %s (%s). Controlla indirizzo e pagamento o scrivici.',
          day_text, coalesce(error_code, 'errore'));
      end if;
    end;
    perform set_config('request.jwt.claims', coalesce(previous_claims, ''), true);
    perform set_config('request.jwt.claim.sub', coalesce(previous_sub, ''), true);
  end if;

  update public.standing_order_runs r
    set outcome = run_outcome, order_id = (placed ->> 'id')::uuid,
        detail = run_detail, message = run_message
    where r.standing_order_id = standing.id and r.delivery_date = place_standing_delivery.delivery_date;
  if run_outcome in ('holiday', 'out_of_stock', 'unavailable', 'failed') then
    insert into private.standing_order_mails (standing_order_id, delivery_date, kind)
      values (standing.id, delivery_date, run_outcome)
      on conflict on constraint standing_order_mails_once do nothing;
  end if;
  return run_outcome;
end;
$$;
