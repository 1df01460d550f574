-- Delivery notes that travel with the goods (issue 37, docs/decisions/018-fiscal-documents.md).
--
-- A DDT (D.P.R. 472/1996) is issued when the goods leave, before or at the start of the
-- transport, never afterwards; it is what a deferred invoice (TD24) refers to.
-- * An order that becomes "shipped" gets its note in the same transaction (trigger), dated that
--   moment: the start of the transport. Admins may issue it earlier, when the goods are loaded
--   (the production plan's "DDT del giorno", an order's page); nobody issues one for an order
--   already shipped or delivered without it (goods_already_left). A customer never causes one:
--   they download the note once it exists.
-- * The note states the recipient with the buyer's registered office (from the business
--   account), distinct from the place of delivery; the transport: by the sender, or by the
--   carrier named on the order (orders.carrier_name, set by an admin when shipping), the date
--   and time it starts, the packages and the gross weight (net weight plus
--   shop_settings.pack_tare_grams per pack).
-- * A cancelled order's note keeps its number and is marked cancelled (delivery_notes.cancelled_at);
--   its PDF reads "ANNULLATO".

alter table public.orders
  add column carrier_name text check (carrier_name is null or char_length(btrim(carrier_name)) between 2 and 100);
comment on column public.orders.carrier_name is
  'The courier that carries the goods (printed on the delivery note as the carrier); NULL when the bakery delivers itself. Set by an admin before or when shipping.';
grant update (carrier_name) on table public.orders to authenticated;

alter table public.shop_settings
  add column pack_tare_grams integer not null default 12 check (pack_tare_grams between 0 and 1000);
comment on column public.shop_settings.pack_tare_grams is
  'Weight of the packaging of one pack in grams, added to the net weight for the gross weight on delivery notes.';

alter table public.delivery_notes
  add column transport_started_at timestamptz,
  add column cancelled_at timestamptz;
comment on column public.delivery_notes.transport_started_at is 'When the transport started: the moment the note was issued (at dispatch).';
comment on column public.delivery_notes.cancelled_at is 'The order was cancelled after the note was issued: the note keeps its number and prints ANNULLATO.';
update public.delivery_notes set transport_started_at = issued_at where transport_started_at is null;
update public.delivery_notes n set cancelled_at = o.cancelled_at
  from public.orders o where o.id = n.order_id and o.status = 'cancelled' and n.cancelled_at is null;
alter table public.delivery_notes alter column transport_started_at set not null;
alter table public.delivery_notes alter column transport_started_at set default now();

/** What a delivery note prints, from the order and the shop's settings as they are now. */
create or replace function private.delivery_note_content(p_order public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with goods as (
    select i.line_number, i.id, i.product_name, i.quantity, p.pack_size, p.weight_grams
    from public.order_items i
    join public.products p on p.id = i.product_id
    where i.order_id = p_order.id
  ), totals as (
    select coalesce(sum(g.quantity), 0)::integer as packs,
      case when bool_and(g.weight_grams is not null)
        then sum(g.quantity * g.pack_size * g.weight_grams)::integer end as net_grams
    from goods g
  )
  select jsonb_build_object(
    'seller', (
      select jsonb_build_object(
        'company_name', s.company_name, 'street_address', s.street_address,
        'postal_code', s.postal_code, 'city', s.city, 'province', s.province,
        'vat_number', s.vat_number, 'tax_code', s.tax_code, 'rea', s.rea,
        'share_capital', s.share_capital, 'email', s.email, 'phone', s.phone, 'pec', s.pec)
      from public.shop_settings s
    ),
    'order', jsonb_build_object(
      'order_number', p_order.order_number,
      'ordered_on', (p_order.created_at at time zone 'Europe/Rome')::date,
      'delivery_date', p_order.delivery_date,
      'customer_name', p_order.customer_name,
      'customer_email', p_order.customer_email,
      'delivery_address', p_order.delivery_address,
      'invoice_data', p_order.invoice_data,
      'notes', p_order.notes
    ),
    -- The buyer (cessionario): a business with its registered office, a private buyer by name.
    'recipient', case when p_order.invoice_data ->> 'customer_type' = 'business' then jsonb_build_object(
        'name', p_order.invoice_data ->> 'company_name',
        'vat_number', p_order.invoice_data ->> 'vat_number',
        'tax_code', p_order.invoice_data ->> 'tax_code',
        'office', p_order.invoice_data -> 'registered_office')
      else jsonb_build_object(
        'name', coalesce(p_order.customer_name, p_order.delivery_address ->> 'recipient'),
        'vat_number', null,
        'tax_code', p_order.invoice_data ->> 'tax_code',
        'office', null) end,
    'transport', (
      select jsonb_build_object(
        'by', case when p_order.carrier_name is null then 'sender' else 'carrier' end,
        'carrier_name', p_order.carrier_name,
        'reason', 'vendita',
        'started_at', now(),
        'packages', t.packs,
        'net_weight_grams', t.net_grams,
        'gross_weight_grams', t.net_grams + t.packs * s.pack_tare_grams)
      from totals t cross join public.shop_settings s
    ),
    -- The lot is the production day: the production plan bakes per delivery day.
    'lot', 'L' || to_char(p_order.delivery_date, 'YYYYMMDD'),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
          'product_name', g.product_name,
          'packs', g.quantity,
          'pack_size', g.pack_size,
          'pieces', g.quantity * g.pack_size,
          'net_weight_grams', case when g.weight_grams is null then null
            else g.quantity * g.pack_size * g.weight_grams end
        ) order by g.line_number, g.id)
      from goods g
    ), '[]'::jsonb)
  );
$$;

/** Stores a new note for the order, numbered now, the transport starting now (no checks). */
create function private.create_delivery_note(p_order public.orders)
returns public.delivery_notes
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_note public.delivery_notes;
  v_today date := (now() at time zone 'Europe/Rome')::date;
begin
  insert into public.delivery_notes (order_id, year, number, issued_on, transport_started_at, content)
  values (
    p_order.id,
    extract(year from v_today)::integer,
    private.next_document_number('delivery_note', extract(year from v_today)::integer),
    v_today,
    now(),
    private.delivery_note_content(p_order)
  )
  returning * into v_note;
  return v_note;
end;
$$;
revoke all on function private.create_delivery_note(public.orders) from public, anon, authenticated;

/** Issues (or returns the existing) note of an order already locked by the caller. */
create or replace function private.issue_delivery_note_locked(p_order public.orders)
returns public.delivery_notes
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_note public.delivery_notes;
begin
  select * into v_note from public.delivery_notes where order_id = p_order.id;
  if found then
    return v_note;
  end if;
  if p_order.status = 'cancelled' then
    raise exception using
      errcode = 'P0001',
      message = 'order_cancelled',
      detail = format('Order %s is cancelled.', p_order.order_number),
      hint = 'Un ordine annullato non ha documento di trasporto.';
  end if;
  if p_order.status in ('shipped', 'delivered') then
    raise exception using
      errcode = 'P0001',
      message = 'goods_already_left',
      detail = format('Order %s is %s without a delivery note.', p_order.order_number, p_order.status),
      hint = 'La merce è già partita: il documento di trasporto si emette alla partenza, non dopo.';
  end if;
  return private.create_delivery_note(p_order);
end;
$$;

-- The delivery note: admins issue it (at the latest when the order ships, which issues it by
-- itself); the account's bookkeepers and the customer download it once it exists.
create or replace function public.issue_delivery_note(p_order_id uuid)
returns public.delivery_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_note public.delivery_notes;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if not found or (select auth.uid()) is null or not (
    (select private.is_admin())
    or v_order.user_id = private.customer_for('documents')
    or v_order.user_id = (select auth.uid())
  ) then
    raise exception using errcode = 'P0001', message = 'order_not_found', hint = 'Ordine non trovato.';
  end if;
  select * into v_note from public.delivery_notes where order_id = v_order.id;
  if found then
    return v_note;
  end if;
  if not (select private.is_admin()) then
    raise exception using
      errcode = 'P0001',
      message = 'delivery_note_not_ready',
      hint = 'Il documento di trasporto viaggia con la merce: sarà disponibile quando l''ordine parte.';
  end if;
  return private.issue_delivery_note_locked(v_order);
end;
$$;

-- Admins: the notes of every order (not cancelled) of a delivery day, issuing the missing ones
-- of the orders still at the bakery, in order-number order. An order that left without one
-- gets none now.
create or replace function public.issue_delivery_notes_for_day(p_delivery_date date)
returns setof public.delivery_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_note public.delivery_notes;
begin
  if not (select private.is_admin()) then
    raise exception using
      errcode = '42501',
      message = 'admin_only',
      hint = 'Solo gli amministratori possono stampare i documenti di trasporto del giorno.';
  end if;
  for v_order in
    select * from public.orders
    where delivery_date = p_delivery_date and status <> 'cancelled'
    order by order_number
    for update
  loop
    select * into v_note from public.delivery_notes where order_id = v_order.id;
    if found then
      return next v_note;
    elsif v_order.status in ('received', 'in_preparation') then
      return next private.create_delivery_note(v_order);
    end if;
  end loop;
end;
$$;

-- Shipping an order issues its note if it has none: the goods never leave without one.
-- Cancelling an order marks its note cancelled (the number stays issued).
create function private.delivery_note_follows_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'shipped' then
    if not exists (select 1 from public.delivery_notes n where n.order_id = new.id) then
      perform private.create_delivery_note(new);
    end if;
  elsif new.status = 'cancelled' then
    update public.delivery_notes n set cancelled_at = now()
      where n.order_id = new.id and n.cancelled_at is null;
  end if;
  return null;
end;
$$;
revoke all on function private.delivery_note_follows_order() from public, anon, authenticated;
create trigger orders_delivery_note_follows after update of status on public.orders
  for each row when (old.status is distinct from new.status and new.status in ('shipped', 'cancelled'))
  execute function private.delivery_note_follows_order();
