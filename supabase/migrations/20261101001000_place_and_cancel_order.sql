-- Placing and cancelling orders. Both are SECURITY DEFINER (customers cannot write orders,
-- order_items or stock themselves) with an empty search_path, and act only for auth.uid().
--
-- public.place_order(lines, delivery_date, payment_method, idempotency_key,
--                    address_id = null, address = null, notes = null, invoice_data = null)
--   lines           cart lines as in quote_order (see the pricing migration); client prices ignored
--   delivery_date   one of public.available_delivery_dates()
--   payment_method  'card' | 'bank_transfer' | 'cash_on_delivery'
--   idempotency_key 8..100 characters [A-Za-z0-9_.:-]; the same customer and key always give
--                   back the first order (with "replayed": true), never a second order
--   address_id      a saved delivery address of the customer, or
--   address         an inline address {label?, recipient, street, postal_code, city, province,
--                   phone?, notes?}
--   notes           up to 1000 characters for the bakery
--   invoice_data    {customer_type: 'business'|'private', company_name, vat_number, tax_code,
--                   sdi_code, pec}; when omitted, a business profile's data is used, otherwise
--                   no invoice is issued
-- Returns the order as JSON (private.order_json) plus "replayed".
--
-- Payment rules: cash on delivery only when enabled and the address's province is listed in
-- shop_settings; bank transfer only for business invoices and when the shop has an IBAN (the
-- FAQ offers transfers to businesses). Card orders stay payment_status 'pending' until the
-- payment provider confirms them.
--
-- Errors. SQLSTATE 42501 (HTTP 401/403): not_authenticated. SQLSTATE P0001 (HTTP 400), the
-- message is the code, detail the specifics, hint an Italian sentence:
--   invalid_lines, invalid_quantity, product_unavailable   (from the pricing functions)
--   invalid_idempotency_key    missing or malformed key
--   invalid_payment_method     not one of the three methods
--   payment_method_unavailable the method is not offered for this order (detail says why)
--   address_required           neither address_id nor address given
--   address_not_found          address_id is not one of the customer's addresses
--   invalid_address            the inline address is incomplete (detail: the field)
--   invalid_delivery_date      not an available date (detail: JSON array of allowed dates)
--   invalid_invoice_data       incomplete or invalid invoice data (detail: the field)
--   invalid_notes              notes longer than 1000 characters
--   insufficient_stock         some products lack stock; nothing is written (detail: JSON
--                              array of {product_id, name, requested, available})
--
-- public.cancel_order(order_id): the customer's own order, within 2 hours of placing it and
-- only while 'received'; stock is given back by the status trigger. Errors (P0001):
--   order_not_found (also for other customers' orders), order_not_cancellable (status),
--   cancellation_window_expired.

create function private.raise_order_error(code text, reason text, hint_text text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = code, detail = reason, hint = hint_text;
end;
$$;
revoke all on function private.raise_order_error(text, text, text) from public, anon, authenticated;

-- An inline delivery address in the same shape as a saved one, or invalid_address.
create function private.normalize_delivery_address(address jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  field text;
  result jsonb;
begin
  if jsonb_typeof(address) <> 'object' then
    perform private.raise_order_error('invalid_address', 'address must be an object', 'L''indirizzo di consegna non è valido.');
  end if;
  -- Only string values are read; anything else counts as missing.
  for field in select key from jsonb_each(address) where jsonb_typeof(value) <> 'string' and jsonb_typeof(value) <> 'null' loop
    perform private.raise_order_error('invalid_address', format('%s must be text', field), 'L''indirizzo di consegna non è valido.');
  end loop;
  result := jsonb_build_object(
    'label', coalesce(private.clean_text(address ->> 'label'), 'Consegna'),
    'recipient', private.clean_text(address ->> 'recipient'),
    'street', private.clean_text(address ->> 'street'),
    'postal_code', private.clean_text(address ->> 'postal_code'),
    'city', private.clean_text(address ->> 'city'),
    'province', upper(private.clean_text(address ->> 'province')),
    'phone', private.clean_text(address ->> 'phone'),
    'notes', private.clean_text(address ->> 'notes')
  );
  field := case
    when coalesce(char_length(result ->> 'recipient'), 0) not between 2 and 120 then 'recipient'
    when coalesce(char_length(result ->> 'street'), 0) not between 3 and 200 then 'street'
    when coalesce(result ->> 'postal_code', '') !~ '^[0-9]{5}$' then 'postal_code'
    when coalesce(char_length(result ->> 'city'), 0) not between 2 and 100 then 'city'
    when coalesce(result ->> 'province', '') !~ '^[A-Z]{2}$' then 'province'
    when result ->> 'phone' is not null and not private.is_valid_phone(result ->> 'phone') then 'phone'
    when coalesce(char_length(result ->> 'notes'), 0) > 500 then 'notes'
    when char_length(result ->> 'label') > 60 then 'label'
  end;
  if field is not null then
    perform private.raise_order_error('invalid_address', field, 'L''indirizzo di consegna non è valido.');
  end if;
  return result;
end;
$$;
revoke all on function private.normalize_delivery_address(jsonb) from public, anon, authenticated;

-- Invoice data for an electronic invoice, or invalid_invoice_data naming the field.
create function private.normalize_invoice_data(invoice jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  customer_type text;
  result jsonb;
  field text;
begin
  if jsonb_typeof(invoice) <> 'object' then
    perform private.raise_order_error('invalid_invoice_data', 'invoice_data must be an object', 'I dati di fatturazione non sono validi.');
  end if;
  customer_type := coalesce(
    private.clean_text(invoice ->> 'customer_type'),
    case when private.clean_text(invoice ->> 'vat_number') is not null then 'business' else 'private' end
  );
  result := jsonb_build_object(
    'customer_type', customer_type,
    'company_name', private.clean_text(invoice ->> 'company_name'),
    'vat_number', nullif(regexp_replace(upper(coalesce(invoice ->> 'vat_number', '')), '^IT|[^0-9A-Z]', '', 'g'), ''),
    'tax_code', nullif(regexp_replace(upper(coalesce(invoice ->> 'tax_code', '')), '[^0-9A-Z]', '', 'g'), ''),
    'sdi_code', nullif(upper(btrim(coalesce(invoice ->> 'sdi_code', ''))), ''),
    'pec', nullif(lower(btrim(coalesce(invoice ->> 'pec', ''))), '')
  );
  field := case
    when customer_type not in ('business', 'private') then 'customer_type'
    when customer_type = 'business' and coalesce(char_length(result ->> 'company_name'), 0) not between 2 and 200 then 'company_name'
    when customer_type = 'business' and not coalesce(private.is_valid_partita_iva(result ->> 'vat_number'), false) then 'vat_number'
    when result ->> 'sdi_code' is not null and (result ->> 'sdi_code') !~ '^[A-Z0-9]{7}$' then 'sdi_code'
    when result ->> 'pec' is not null and not private.is_valid_email(result ->> 'pec') then 'pec'
    when customer_type = 'business' and result ->> 'sdi_code' is null and result ->> 'pec' is null then 'sdi_code'
    when customer_type = 'private' and not coalesce(private.is_valid_codice_fiscale(result ->> 'tax_code'), false) then 'tax_code'
    when customer_type = 'business' and result ->> 'tax_code' is not null
      and not private.is_valid_codice_fiscale(result ->> 'tax_code') then 'tax_code'
  end;
  if field is not null then
    perform private.raise_order_error('invalid_invoice_data', field, 'I dati di fatturazione non sono validi.');
  end if;
  return result;
end;
$$;
revoke all on function private.normalize_invoice_data(jsonb) from public, anon, authenticated;

-- Writes the order lines of a priced order (private.price_order_lines output): one row per
-- product line, and one row per product of each bundle (quantities multiplied by the bundle's
-- copies) sharing the bundle's id and label. Also used by seed.sql for the demo orders.
create function private.insert_order_items(order_id uuid, priced jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  priced_line jsonb;
  priced_item jsonb;
  copies int;
  item_number int := 0;
begin
  for priced_line in select value from jsonb_array_elements(priced -> 'lines') loop
    copies := (priced_line ->> 'quantity')::int;
    if priced_line ->> 'kind' = 'product' then
      item_number := item_number + 1;
      insert into public.order_items (
        order_id, line_number, product_id, product_name, product_slug, unit_price, allergens, quantity, line_total
      ) values (
        insert_order_items.order_id, item_number, (priced_line ->> 'product_id')::uuid, priced_line ->> 'name',
        priced_line ->> 'slug', (priced_line ->> 'unit_price')::numeric,
        array(select jsonb_array_elements_text(priced_line -> 'allergens')),
        copies, (priced_line ->> 'subtotal')::numeric
      );
      continue;
    end if;
    for priced_item in select value from jsonb_array_elements(priced_line -> 'items') loop
      item_number := item_number + 1;
      insert into public.order_items (
        order_id, line_number, product_id, product_name, product_slug, unit_price, allergens, quantity,
        line_total, bundle_id, bundle_label
      ) values (
        insert_order_items.order_id, item_number, (priced_item ->> 'product_id')::uuid, priced_item ->> 'name',
        priced_item ->> 'slug', (priced_item ->> 'unit_price')::numeric,
        array(select jsonb_array_elements_text(priced_item -> 'allergens')),
        (priced_item ->> 'quantity')::int * copies,
        (priced_item ->> 'unit_price')::numeric * (priced_item ->> 'quantity')::int * copies,
        priced_line ->> 'bundle_id',
        case when copies > 1 then format('%s × %s', priced_line ->> 'label', copies) else priced_line ->> 'label' end
      );
    end loop;
  end loop;
end;
$$;
revoke all on function private.insert_order_items(uuid, jsonb) from public, anon, authenticated;

create function public.place_order(
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
    if coalesce(invoice_snapshot ->> 'customer_type', '') <> 'business' then
      perform private.raise_order_error('payment_method_unavailable', 'bank transfer is offered to business customers',
        'Il bonifico bancario è riservato ai clienti business.');
    end if;
  end if;

  if char_length(clean_notes) > 1000 then
    perform private.raise_order_error('invalid_notes', 'notes are limited to 1000 characters',
      'Le note possono contenere al massimo 1000 caratteri.');
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
    delivery_address, invoice_data, customer_name, customer_email, notes, idempotency_key
  ) values (
    caller, place_order.payment_method,
    (priced ->> 'subtotal')::numeric, (priced ->> 'discount')::numeric,
    (priced ->> 'shipping')::numeric, (priced ->> 'total')::numeric,
    place_order.delivery_date, address_snapshot, invoice_snapshot,
    coalesce(customer.full_name, address_snapshot ->> 'recipient'),
    coalesce(customer.email, (select u.email from auth.users u where u.id = caller)),
    clean_notes, place_order.idempotency_key
  )
  returning id into new_order_id;

  perform private.insert_order_items(new_order_id, priced);

  return private.order_json(new_order_id) || jsonb_build_object('replayed', false);
end;
$$;
comment on function public.place_order(jsonb, date, text, text, uuid, jsonb, text, jsonb) is
  'Places an order for the signed-in customer: server-side prices, bundle discount, shipping, delivery date and payment checks, atomic stock decrement, idempotent per key. See the migration header for arguments and error codes.';
revoke all on function public.place_order(jsonb, date, text, text, uuid, jsonb, text, jsonb) from public, anon;
grant execute on function public.place_order(jsonb, date, text, text, uuid, jsonb, text, jsonb) to authenticated, service_role;

create function public.cancel_order(order_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  target public.orders%rowtype;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated',
      hint = 'Accedi per gestire i tuoi ordini.';
  end if;
  select * into target from public.orders o where o.id = cancel_order.order_id for update;
  if target.id is null or target.user_id is distinct from caller then
    perform private.raise_order_error('order_not_found', 'no such order for this customer', 'Ordine non trovato.');
  end if;
  if target.status <> 'received' then
    perform private.raise_order_error('order_not_cancellable', format('the order is %s', target.status),
      'L''ordine è già in lavorazione e non può più essere annullato.');
  end if;
  if target.created_at < now() - interval '2 hours' then
    perform private.raise_order_error('cancellation_window_expired', 'orders can be cancelled within 2 hours',
      'Sono passate più di 2 ore: contattaci per modificare l''ordine.');
  end if;
  update public.orders o set status = 'cancelled' where o.id = target.id;
  return private.order_json(target.id);
end;
$$;
comment on function public.cancel_order(uuid) is
  'Cancels the signed-in customer''s order within 2 hours while it is still ''received''; stock is returned. Errors: not_authenticated, order_not_found, order_not_cancellable, cancellation_window_expired.';
revoke all on function public.cancel_order(uuid) from public, anon;
grant execute on function public.cancel_order(uuid) to authenticated, service_role;
