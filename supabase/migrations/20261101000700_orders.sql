-- Orders, their lines (snapshots of what was bought at which price) and the status timeline.
-- Customers never write these tables directly: public.place_order and public.cancel_order do
-- (later migrations). Admins move an order along its lifecycle with a plain UPDATE of status,
-- guarded by a trigger that allows only these transitions:
--   received → in_preparation → shipped → delivered, and received | in_preparation → cancelled.
-- UI labels: ricevuto, in preparazione, spedito, consegnato, annullato.
-- Orders are fiscal records: deleting a customer keeps the order and clears the link (user_id).

create sequence private.order_number_seq;
comment on sequence private.order_number_seq is 'Numbers orders BDB-<year>-<number>.';

-- SECURITY DEFINER so a default can draw from the private sequence whoever inserts.
create function private.next_order_number()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select 'BDB-' || to_char(now() at time zone 'Europe/Rome', 'YYYY') || '-'
    || lpad(nextval('private.order_number_seq')::text, 6, '0');
$$;
comment on function private.next_order_number() is 'Human order number, e.g. BDB-2026-000123.';
revoke all on function private.next_order_number() from public, anon, authenticated;
grant execute on function private.next_order_number() to service_role;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null unique default private.next_order_number(),
  user_id uuid references public.profiles (id) on delete set null,
  status text not null default 'received'
    check (status in ('received', 'in_preparation', 'shipped', 'delivered', 'cancelled')),
  payment_method text not null check (payment_method in ('card', 'bank_transfer', 'cash_on_delivery')),
  payment_status text not null default 'pending' check (payment_status in ('pending', 'paid', 'failed', 'refunded')),
  subtotal numeric(10, 2) not null check (subtotal >= 0),
  discount numeric(10, 2) not null default 0 check (discount >= 0 and discount <= subtotal),
  shipping numeric(10, 2) not null default 0 check (shipping >= 0),
  total numeric(10, 2) not null,
  delivery_date date not null,
  delivery_address jsonb not null check (jsonb_typeof(delivery_address) = 'object'),
  invoice_data jsonb check (invoice_data is null or jsonb_typeof(invoice_data) = 'object'),
  customer_name text,
  customer_email text,
  notes text check (char_length(notes) <= 1000),
  idempotency_key text check (char_length(idempotency_key) between 8 and 100),
  payment_reference text check (char_length(payment_reference) <= 255),
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_total_adds_up check (total = subtotal - discount + shipping),
  constraint orders_idempotency_key_per_user unique (user_id, idempotency_key)
);
comment on table public.orders is
  'Orders placed through public.place_order, priced by the server. status: received | in_preparation | shipped | delivered | cancelled (transitions guarded by a trigger). payment_status: pending | paid | failed | refunded. Amounts in euros: total = subtotal - discount + shipping. delivery_address and invoice_data are snapshots taken when the order was placed. idempotency_key is the client''s key, unique per customer. payment_reference holds e.g. a Stripe Checkout session id.';
comment on column public.orders.delivery_address is
  'Snapshot: {label, recipient, street, postal_code, city, province, phone, notes}.';
comment on column public.orders.invoice_data is
  'Snapshot when an invoice is wanted: {customer_type, company_name, vat_number, tax_code, sdi_code, pec}; NULL otherwise.';
create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc);
create index orders_status_created_at_idx on public.orders (status, created_at desc);
create index orders_created_at_idx on public.orders (created_at desc);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  line_number integer not null default 0,
  product_id uuid not null references public.products (id) on delete restrict,
  product_name text not null,
  product_slug text not null,
  unit_price numeric(10, 2) not null check (unit_price >= 0),
  allergens text[] not null default '{}',
  quantity integer not null check (quantity > 0),
  line_total numeric(10, 2) not null,
  bundle_id text,
  bundle_label text,
  constraint order_items_line_total_adds_up check (line_total = unit_price * quantity),
  constraint order_items_bundle_has_label check ((bundle_id is null) = (bundle_label is null))
);
comment on table public.order_items is
  'Order lines with a snapshot of the product (name, slug, unit price per pack, allergens) at order time. quantity = packs; line_total = unit_price × quantity before discounts. Lines that came from a custom bundle share bundle_id and bundle_label (e.g. "Bundle personalizzato (5 pacchi)"); the bundle discount is in orders.discount.';
create index order_items_order_id_idx on public.order_items (order_id, line_number);
create index order_items_product_id_idx on public.order_items (product_id);

create table public.order_status_history (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  from_status text,
  to_status text not null,
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now()
);
comment on table public.order_status_history is
  'The order timeline, written by a trigger on every status change (from_status NULL for the creation). changed_by is the user who made the change (NULL for the system).';
create index order_status_history_order_id_idx on public.order_status_history (order_id, changed_at);
create index order_status_history_changed_by_idx on public.order_status_history (changed_by);

-- Status and payment lifecycles, and the money columns that never change after placement.
-- Errors (SQLSTATE P0001, HTTP 400): invalid_status_transition, invalid_payment_transition,
-- order_amounts_immutable.
create function private.guard_order_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not (
      (old.status = 'received' and new.status in ('in_preparation', 'cancelled'))
      or (old.status = 'in_preparation' and new.status in ('shipped', 'cancelled'))
      or (old.status = 'shipped' and new.status = 'delivered')
    ) then
      raise exception using
        errcode = 'P0001',
        message = 'invalid_status_transition',
        detail = format('An order cannot go from %s to %s.', old.status, new.status),
        hint = 'Questo cambio di stato non è consentito.';
    end if;
    if new.status = 'cancelled' then
      new.cancelled_at := coalesce(new.cancelled_at, now());
    end if;
  end if;

  if new.payment_status is distinct from old.payment_status then
    if not (
      (old.payment_status = 'pending' and new.payment_status in ('paid', 'failed'))
      or (old.payment_status = 'failed' and new.payment_status in ('pending', 'paid'))
      or (old.payment_status = 'paid' and new.payment_status = 'refunded')
    ) then
      raise exception using
        errcode = 'P0001',
        message = 'invalid_payment_transition',
        detail = format('A payment cannot go from %s to %s.', old.payment_status, new.payment_status),
        hint = 'Questo cambio di stato del pagamento non è consentito.';
    end if;
    if new.payment_status = 'paid' then
      new.paid_at := coalesce(new.paid_at, now());
    end if;
  end if;

  if (new.subtotal, new.discount, new.shipping, new.total)
    is distinct from (old.subtotal, old.discount, old.shipping, old.total) then
    raise exception using
      errcode = 'P0001',
      message = 'order_amounts_immutable',
      detail = 'The amounts of a placed order cannot change.',
      hint = 'Gli importi di un ordine non possono essere modificati.';
  end if;

  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.guard_order_update() from public, anon, authenticated;

create trigger orders_guard_update before update on public.orders
  for each row execute function private.guard_order_update();

-- Writes the timeline and gives the packs back to stock when an order is cancelled.
-- SECURITY DEFINER: customers and admins have no write access to these tables.
create function private.record_order_status()
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

create trigger orders_record_created after insert on public.orders
  for each row execute function private.record_order_status();
create trigger orders_record_status_change after update of status on public.orders
  for each row when (old.status is distinct from new.status)
  execute function private.record_order_status();

-- The JSON the order RPCs return: the order with its lines, amounts as JSON numbers (euros).
create function private.order_json(order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'order_number', o.order_number,
    'status', o.status,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'subtotal', o.subtotal,
    'discount', o.discount,
    'shipping', o.shipping,
    'total', o.total,
    'delivery_date', o.delivery_date,
    'delivery_address', o.delivery_address,
    'invoice_data', o.invoice_data,
    'notes', o.notes,
    'created_at', o.created_at,
    'cancelled_at', o.cancelled_at,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_id', item.product_id,
        'product_name', item.product_name,
        'product_slug', item.product_slug,
        'unit_price', item.unit_price,
        'quantity', item.quantity,
        'line_total', item.line_total,
        'allergens', to_jsonb(item.allergens),
        'bundle_id', item.bundle_id,
        'bundle_label', item.bundle_label
      ) order by item.line_number)
      from public.order_items item
      where item.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = order_json.order_id;
$$;
comment on function private.order_json(uuid) is 'An order and its items as returned by place_order and cancel_order.';
revoke all on function private.order_json(uuid) from public, anon, authenticated;

alter table public.orders enable row level security;
revoke all on table public.orders from anon, authenticated;
grant select on table public.orders to authenticated;
grant update (status, payment_status, payment_reference, delivery_date) on table public.orders to authenticated;

create policy "customers read own orders, admins read all" on public.orders
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "admins update orders" on public.orders
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

alter table public.order_items enable row level security;
revoke all on table public.order_items from anon, authenticated;
grant select on table public.order_items to authenticated;

create policy "customers read own order lines, admins read all" on public.order_items
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders o
      where o.id = order_items.order_id and o.user_id = (select auth.uid())
    )
  );

alter table public.order_status_history enable row level security;
revoke all on table public.order_status_history from anon, authenticated;
grant select on table public.order_status_history to authenticated;

create policy "customers read own order timeline, admins read all" on public.order_status_history
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders o
      where o.id = order_status_history.order_id and o.user_id = (select auth.uid())
    )
  );
