-- Payment holds that end by themselves (issue 21).
--
-- A card order (paid online through Stripe Checkout: card, PayPal or Satispay) takes its packs
-- from stock when it is placed; until now only Stripe's checkout.session.expired gave them back,
-- and an order whose payment page was never opened held them for ever. Now:
--   * shop_settings.payment_hold_minutes (default 30, the range Stripe allows for a Checkout
--     session's expires_at: 30 minutes to 24 hours) bounds every hold: place_order writes
--     orders.payment_due_at = now() + the setting for card orders.
--   * create-checkout-session sends Stripe an expires_at no earlier than payment_due_at and
--     record_checkout_session moves payment_due_at to that moment, so the hold and the session
--     end together (Stripe needs at least 30 minutes from the session's creation, so a session
--     opened late in the hold stretches it once, to at most twice the setting).
--   * public.release_expired_payment_holds(as_of) cancels every card order still 'received'
--     and unpaid after payment_due_at: payment_status 'failed' ("non completato"),
--     cancellation_reason 'payment_expired'; the status trigger gives the packs back. A pg_cron
--     job runs it every minute (migration 20261126100300); place_order also runs it first, so a
--     hold that ran out never refuses anyone's order even when no job ran.
--   * A customer holds at most private.max_unpaid_orders() (3) unpaid card orders at once:
--     place_order refuses a fourth with too_many_unpaid_orders.
--   * Bank transfer is offered by the customer's profile (customer_type 'business'), never by
--     the invoice_data sent with the order.
--   * orders.cancellation_reason says who cancelled: 'customer' (cancel_order), 'admin' (the
--     default for a plain UPDATE of status, which only admins may do) or 'payment_expired'.
--
-- New place_order errors (P0001): too_many_unpaid_orders (detail: how many are waiting).

alter table public.shop_settings
  add column payment_hold_minutes integer not null default 30
    check (payment_hold_minutes between 30 and 1440),
  add column paypal_enabled boolean not null default true,
  add column satispay_enabled boolean not null default false;
comment on column public.shop_settings.payment_hold_minutes is
  'Minutes an unpaid online order keeps its packs (30-1440, Stripe Checkout''s expires_at range); then it is cancelled and the packs return to stock.';
comment on column public.shop_settings.paypal_enabled is
  'PayPal offered on the Stripe Checkout page (and promised in the shop''s texts).';
comment on column public.shop_settings.satispay_enabled is
  'Satispay offered on the Stripe Checkout page (and promised in the shop''s texts).';

alter table public.orders
  add column payment_due_at timestamptz,
  add column cancellation_reason text
    check (cancellation_reason in ('customer', 'admin', 'payment_expired'));
comment on column public.orders.payment_due_at is
  'Card orders: when the unpaid order stops holding its packs and is cancelled (see the payment holds migration). NULL for the other methods.';
comment on column public.orders.cancellation_reason is
  'Who cancelled: customer, admin or payment_expired (the online payment was not completed in time). NULL while not cancelled.';

-- Unpaid card orders placed before holds existed get one from now: they stop blocking stock
-- within the default hold instead of never.
update public.orders o
  set payment_due_at = now() + interval '30 minutes'
  where o.payment_method = 'card' and o.payment_status = 'pending' and o.status = 'received';

-- The sweep reads only the orders that hold stock for a payment.
create index orders_payment_holds_idx on public.orders (payment_due_at)
  where payment_method = 'card' and payment_status = 'pending' and status = 'received';

create function private.max_unpaid_orders()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 3;
$$;
comment on function private.max_unpaid_orders() is
  'How many unpaid card orders one customer may hold at once (each holds stock until paid or expired).';
revoke all on function private.max_unpaid_orders() from public, anon, authenticated;

-- A status change to cancelled that did not say who did it was an admin's plain UPDATE: the
-- customer and the expiry go through functions that set the reason.
create function private.default_cancellation_reason()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    new.cancellation_reason := coalesce(new.cancellation_reason, 'admin');
  end if;
  return new;
end;
$$;
revoke all on function private.default_cancellation_reason() from public, anon, authenticated;
create trigger orders_default_cancellation_reason before update of status on public.orders
  for each row execute function private.default_cancellation_reason();

create function public.release_expired_payment_holds(as_of timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  expired uuid[];
  released integer;
begin
  -- SKIP LOCKED: an order someone is paying or cancelling right now is left to them.
  select array_agg(held.id) into expired
    from (
      select o.id from public.orders o
      where o.payment_method = 'card' and o.payment_status = 'pending' and o.status = 'received'
        and o.payment_due_at <= release_expired_payment_holds.as_of
      order by o.id
      for update skip locked
    ) held;
  if expired is null then
    return 0;
  end if;
  -- The products in id order, as place_order locks them, before the status trigger restocks.
  perform 1 from public.products p
    where p.id in (select i.product_id from public.order_items i where i.order_id = any (expired))
    order by p.id
    for update;
  update public.orders o
    set status = 'cancelled', payment_status = 'failed', cancellation_reason = 'payment_expired'
    where o.id = any (expired);
  get diagnostics released = row_count;
  -- The shop cancelled these, not whoever's request happened to run the sweep.
  update public.order_status_history h
    set changed_by = null
    where h.order_id = any (expired) and h.to_status = 'cancelled';
  return released;
end;
$$;
comment on function public.release_expired_payment_holds(timestamptz) is
  'Service role only (the pg_cron job, place_order): cancels unpaid card orders whose payment_due_at is at or before as_of, payment failed, stock returned. Returns how many. Tests pass a later as_of to move the clock.';
revoke all on function public.release_expired_payment_holds(timestamptz) from public, anon, authenticated;
grant execute on function public.release_expired_payment_holds(timestamptz) to service_role;

drop function public.record_checkout_session(uuid, text, text);
create function public.record_checkout_session(
  order_id uuid,
  session_id text,
  previous_session_id text default null,
  expires_at timestamptz default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  updated_id uuid;
begin
  if record_checkout_session.session_id is null
    or record_checkout_session.session_id !~ '^cs_[A-Za-z0-9_]{1,250}$' then
    perform private.raise_order_error('invalid_session_id', 'session_id must be a Checkout session id (cs_…)',
      'Sessione di pagamento non valida.');
  end if;
  -- The hold ends with the session: never earlier, and never for an order whose hold is over.
  update public.orders o
    set payment_reference = record_checkout_session.session_id,
        payment_due_at = greatest(o.payment_due_at, record_checkout_session.expires_at)
    where o.id = record_checkout_session.order_id
      and o.payment_method = 'card'
      and o.payment_status = 'pending'
      and o.status <> 'cancelled'
      and (o.payment_due_at is null or o.payment_due_at > now())
      and (
        o.payment_reference is not distinct from record_checkout_session.previous_session_id
        or o.payment_reference = record_checkout_session.session_id
      )
    returning o.id into updated_id;
  return updated_id is not null;
end;
$$;
comment on function public.record_checkout_session(uuid, text, text, timestamptz) is
  'Service role only: attaches a Stripe Checkout session to a payable card order whose hold has not run out (compare-and-set on the previous session) and moves payment_due_at to the session''s expires_at when later.';
revoke all on function public.record_checkout_session(uuid, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_checkout_session(uuid, text, text, timestamptz) to service_role;

-- Unchanged but for the cancellation reason.
create or replace function public.expire_checkout_session(order_id uuid, session_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.orders%rowtype;
  result jsonb;
begin
  select * into target from public.orders o where o.id = expire_checkout_session.order_id for update;
  if target.id is null then
    return jsonb_build_object('outcome', 'order_not_found');
  end if;
  result := jsonb_build_object('order_id', target.id, 'order_number', target.order_number);
  -- Only the session the order is waiting for: an older session that was replaced by a newer
  -- one (the customer came back to pay later) expiring must not touch the order.
  if target.payment_method <> 'card' or target.payment_status <> 'pending'
    or target.payment_reference is distinct from expire_checkout_session.session_id then
    return result || jsonb_build_object('outcome', 'ignored');
  end if;

  update public.orders o
    set payment_status = 'failed',
        status = case when o.status = 'received' then 'cancelled' else o.status end,
        cancellation_reason = case when o.status = 'received' then 'payment_expired' else o.cancellation_reason end
    where o.id = target.id;
  return result || jsonb_build_object('outcome', case
    when target.status = 'received' then 'cancelled' else 'payment_failed' end);
end;
$$;

-- Unchanged but for the cancellation reason.
create or replace function public.cancel_order(order_id uuid)
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
  update public.orders o set status = 'cancelled', cancellation_reason = 'customer' where o.id = target.id;
  return private.order_json(target.id);
end;
$$;

-- Unchanged but for the expired holds released first, the limit of unpaid card orders, bank
-- transfer decided by the profile and payment_due_at.
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
