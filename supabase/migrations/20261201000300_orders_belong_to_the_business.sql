-- Orders belong to the business, the people in it act by role, and stock held by unpaid orders
-- is bounded for everyone (issue 36, docs/decisions/015-business-accounts.md).
--
-- * Orders, order lines, timelines, addresses, prices, invoices and delivery notes of a business
--   are keyed by the business's id (its owner's profile); policies ask
--   private.customer_for(permission) (migration 20261201000000) instead of auth.uid(), so a
--   member reads what the role allows and a removed member reads nothing on the next request.
--   Everyone keeps reading their own orders from before they joined.
-- * place_order is split: public.place_order decides for whom and whether the order needs the
--   owner's approval; private.place_order_for places an order for an account, whoever asked (a
--   member, the owner approving, the standing-order job). Its steps are small functions.
-- * One lock per account serialises its orders (private.lock_customer_orders): the replay of an
--   idempotency key, the 3 unpaid card orders, the credit limit and the private customers' cash
--   orders are counted inside it, so 20 parallel requests cannot pass a limit together. Then the
--   products, in id order, as before.
-- * A member with the Ordini role and a purchase limit who sends an order above it gets an
--   approval request (public.order_approval_requests, "In attesa di approvazione") instead of an
--   order: nothing is priced for good or taken from stock until the owner approves it
--   (approve_order_request places it then, at that moment's prices and stock).
-- * Bank transfer and cash on delivery are credit: a business's open balance plus the order may
--   not pass its credit limit (credit_limit_exceeded, saying how much is left); a private customer
--   may hold shop_settings.max_open_cash_orders unpaid cash orders (too_many_open_cash_orders).
-- * A business's invoice data always come from its approved account (with its registered
--   office); a private customer's invoice_data may only be a private one (codice fiscale).

alter table public.orders
  add column placed_by uuid references auth.users (id) on delete set null,
  add column placed_by_name text check (char_length(placed_by_name) <= 200),
  add column approved_by uuid references auth.users (id) on delete set null,
  add column approved_by_name text check (char_length(approved_by_name) <= 200);
comment on column public.orders.user_id is
  'The account the order belongs to: the customer, or for a business its owner''s profile (the business).';
comment on column public.orders.placed_by is 'Who sent the order (a member of the business, the customer); NULL for the standing-order job.';
comment on column public.orders.approved_by is 'The owner who approved an order above the sender''s purchase limit.';
create index orders_placed_by_idx on public.orders (placed_by);
create index orders_approved_by_idx on public.orders (approved_by);

create table public.order_approval_requests (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.business_accounts (customer_id) on delete cascade,
  requested_by uuid references auth.users (id) on delete set null,
  requested_by_name text,
  idempotency_key text not null check (char_length(idempotency_key) between 8 and 100),
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  delivery_date date not null,
  payment_method text not null check (payment_method in ('bank_transfer', 'cash_on_delivery')),
  address_id uuid references public.delivery_addresses (id) on delete set null,
  address jsonb not null check (jsonb_typeof(address) = 'object'),
  notes text check (char_length(notes) <= 1000),
  quoted_total numeric(10, 2) not null,
  purchase_limit numeric(10, 2) not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  order_id uuid references public.orders (id) on delete set null,
  decided_by uuid references auth.users (id) on delete set null,
  decided_by_name text,
  decided_at timestamptz,
  decision_note text check (char_length(decision_note) <= 1000),
  created_at timestamptz not null default now(),
  constraint order_approval_requests_key unique (business_id, idempotency_key)
);
comment on table public.order_approval_requests is
  'An order a member sent above their purchase limit, waiting for the owner: lines, day, payment and address as asked, quoted_total when asked (the order is priced again on approval). Written only by place_order and the approval functions.';
create index order_approval_requests_pending_idx on public.order_approval_requests (business_id, created_at desc)
  where status = 'pending';
create index order_approval_requests_requested_by_idx on public.order_approval_requests (requested_by);
create index order_approval_requests_order_idx on public.order_approval_requests (order_id);
create index order_approval_requests_address_idx on public.order_approval_requests (address_id);
create index order_approval_requests_decided_by_idx on public.order_approval_requests (decided_by);

alter table public.order_approval_requests enable row level security;
revoke all on public.order_approval_requests from anon, authenticated;
grant select on public.order_approval_requests to authenticated;
grant all on public.order_approval_requests to service_role;
create policy "the business's orderers read its approval requests, admins all" on public.order_approval_requests
  for select to authenticated
  using (business_id = (select private.customer_for('order')) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Policies: the account's data by role.

drop policy "customers read own orders, admins read all" on public.orders;
create policy "members read their account's orders, admins all" on public.orders
  for select to authenticated
  using (user_id = (select private.customer_for('read_orders')) or user_id = (select auth.uid())
         or (select private.is_admin()));

drop policy "customers read own order lines, admins read all" on public.order_items;
create policy "members read their account's order lines, admins all" on public.order_items
  for select to authenticated
  using ((select private.is_admin()) or exists (
    select 1 from public.orders o where o.id = order_items.order_id
      and (o.user_id = (select private.customer_for('read_orders')) or o.user_id = (select auth.uid()))));

drop policy "customers read own order timeline, admins read all" on public.order_status_history;
create policy "members read their account's order timelines, admins all" on public.order_status_history
  for select to authenticated
  using ((select private.is_admin()) or exists (
    select 1 from public.orders o where o.id = order_status_history.order_id
      and (o.user_id = (select private.customer_for('read_orders')) or o.user_id = (select auth.uid()))));

drop policy "customers read own addresses, admins read all" on public.delivery_addresses;
drop policy "customers add own addresses" on public.delivery_addresses;
drop policy "customers update own addresses" on public.delivery_addresses;
drop policy "customers delete own addresses" on public.delivery_addresses;
create policy "members read their account's addresses, admins all" on public.delivery_addresses
  for select to authenticated
  using (user_id = (select private.customer_for('read_orders')) or (select private.is_admin()));
create policy "account managers add addresses" on public.delivery_addresses
  for insert to authenticated
  with check (user_id = (select private.customer_for('manage')));
create policy "account managers update addresses" on public.delivery_addresses
  for update to authenticated
  using (user_id = (select private.customer_for('manage')))
  with check (user_id = (select private.customer_for('manage')));
create policy "account managers delete addresses" on public.delivery_addresses
  for delete to authenticated
  using (user_id = (select private.customer_for('manage')));

drop policy "customers read their own prices, admins all" on public.customer_prices;
drop policy "customers read their own tiers, admins all" on public.customer_price_tiers;
create policy "members read their account's prices, admins all" on public.customer_prices
  for select to authenticated
  using (customer_id = (select private.customer_for('read_orders')) or (select private.is_admin()));
create policy "members read their account's tiers, admins all" on public.customer_price_tiers
  for select to authenticated
  using (customer_id = (select private.customer_for('read_orders')) or (select private.is_admin()));

drop policy "customers read own invoices, admins all" on public.invoices;
create policy "the account's bookkeepers read its invoices, admins all" on public.invoices
  for select to authenticated
  using ((select private.is_admin()) or exists (
    select 1 from public.orders o where o.id = invoices.order_id
      and (o.user_id = (select private.customer_for('documents')) or o.user_id = (select auth.uid()))));

drop policy "customers read own delivery notes, admins all" on public.delivery_notes;
create policy "the account's bookkeepers read its delivery notes, admins all" on public.delivery_notes
  for select to authenticated
  using ((select private.is_admin()) or exists (
    select 1 from public.orders o where o.id = delivery_notes.order_id
      and (o.user_id = (select private.customer_for('documents')) or o.user_id = (select auth.uid()))));

-- ---------------------------------------------------------------------------------------------
-- Pricing for the account being priced.

-- The account whose prices apply: the one place_order_for is placing for (a transaction-local
-- setting, as the JWT claims are), otherwise the caller's account — so quote_order (unchanged,
-- SECURITY INVOKER) prices a member at the business's prices.
create function private.priced_customer()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(current_setting('bakery.priced_customer', true), '')::uuid, private.acting_customer_id());
$$;
revoke all on function private.priced_customer() from public;
grant execute on function private.priced_customer() to anon, authenticated, service_role;

-- As in migration 20261128100000, for private.priced_customer() instead of auth.uid().
create or replace function private.customer_price_rules(product_ids uuid[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with priced as (select private.priced_customer() as id)
  select jsonb_build_object(
    'prices', coalesce((
      select jsonb_object_agg(cp.product_id::text, jsonb_strip_nulls(jsonb_build_object(
          'unit_cents', (cp.unit_price * 100)::bigint, 'percent_off', cp.percent_off)))
        from public.customer_prices cp, priced
        where cp.customer_id = priced.id and cp.product_id = any (product_ids)), '{}'),
    'tiers', coalesce((
      select jsonb_agg(jsonb_build_object('min_packs', t.min_packs, 'percent_off', t.percent_off)
          order by t.min_packs)
        from public.customer_price_tiers t, priced
        where t.customer_id = priced.id), '[]'),
    'minimum_cents', coalesce((
      select (case when p.customer_type = 'business' then s.minimum_order_business
                   else s.minimum_order_private end * 100)::bigint
        from public.shop_settings s
        left join public.profiles p on p.id = (select priced.id from priced)), 0)
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- The steps of placing an order.

-- Serialises the orders of one account until the transaction ends.
create function private.lock_customer_orders(customer uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('customer-orders'), hashtext(customer::text));
$$;
revoke all on function private.lock_customer_orders(uuid) from public, anon, authenticated;

-- Locks the products of canonical lines in id order, as every writer of stock does.
create function private.lock_order_products(canonical_lines jsonb)
returns void
language sql
volatile
set search_path = ''
as $$
  select 1 from public.products p
  where p.id in (
    select (l ->> 'product_id')::uuid from jsonb_array_elements(canonical_lines) l where l ->> 'kind' = 'product'
    union
    select (e ->> 'product_id')::uuid from jsonb_array_elements(canonical_lines) l, jsonb_array_elements(l -> 'items') e
      where l ->> 'kind' = 'bundle')
  order by p.id
  for update;
$$;
revoke all on function private.lock_order_products(jsonb) from public, anon, authenticated;

-- The delivery address of an order: one of the account's saved addresses, or one given whole.
create function private.order_address_snapshot(customer uuid, address_id uuid, address jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  snapshot jsonb;
begin
  if address_id is not null then
    select jsonb_build_object(
        'label', a.label, 'recipient', a.recipient, 'street', a.street, 'postal_code', a.postal_code,
        'city', a.city, 'province', a.province, 'phone', a.phone, 'notes', a.notes)
      into snapshot
      from public.delivery_addresses a
      where a.id = order_address_snapshot.address_id and a.user_id = customer;
    if snapshot is null then
      perform private.raise_order_error('address_not_found', 'address_id is not one of the account''s addresses',
        'L''indirizzo selezionato non esiste più.');
    end if;
    return snapshot;
  elsif address is not null then
    return private.normalize_delivery_address(address);
  end if;
  perform private.raise_order_error('address_required', 'give address_id or address', 'Indica un indirizzo di consegna.');
  return null;
end;
$$;
revoke all on function private.order_address_snapshot(uuid, uuid, jsonb) from public, anon, authenticated;

-- The invoice data of an order. A business: always its approved account, with the registered
-- office (whatever the request sent). A private customer: a private invoice (codice fiscale)
-- when asked for, never a business one.
create function private.order_invoice_snapshot(customer uuid, invoice_data jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  snapshot jsonb;
begin
  select jsonb_build_object(
      'customer_type', 'business', 'company_name', p.company_name, 'vat_number', p.vat_number,
      'tax_code', p.tax_code, 'sdi_code', p.sdi_code, 'pec', p.pec,
      'registered_office', jsonb_build_object('street', b.office_street, 'postal_code', b.office_postal_code,
        'city', b.office_city, 'province', b.office_province, 'country', 'IT'))
    into snapshot
    from public.profiles p join public.business_accounts b on b.customer_id = p.id
    where p.id = customer and p.customer_type = 'business';
  if snapshot is not null or invoice_data is null then
    return snapshot;
  end if;
  snapshot := private.normalize_invoice_data(invoice_data);
  if snapshot ->> 'customer_type' <> 'private' then
    perform private.raise_order_error('invalid_invoice_data', 'customer_type',
      'La fattura a un''azienda richiede un account business verificato: chiedilo dal tuo profilo.');
  end if;
  return snapshot;
end;
$$;
revoke all on function private.order_invoice_snapshot(uuid, jsonb) from public, anon, authenticated;

-- Whether the account may pay an order of `total` euros this way, counted under the account's
-- lock: the method is offered (cash on delivery by province, bank transfer to businesses), card
-- orders waiting for payment, and credit (a business's limit; a private customer's cash orders).
create function private.check_order_payment(customer uuid, method text, address jsonb, total numeric)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  settings public.shop_settings%rowtype;
  account public.business_accounts%rowtype;
  open_credit record;
  unpaid_orders integer;
  available numeric;
begin
  select * into settings from public.shop_settings limit 1;
  select * into account from public.business_accounts b where b.customer_id = customer;
  if method is null or method not in ('card', 'bank_transfer', 'cash_on_delivery') then
    perform private.raise_order_error('invalid_payment_method',
      'payment_method must be card, bank_transfer or cash_on_delivery', 'Metodo di pagamento non valido.');
  end if;
  if method = 'cash_on_delivery' and not (
    coalesce(settings.cash_on_delivery_enabled, false)
    and (address ->> 'province') = any (coalesce(settings.cash_on_delivery_provinces, '{}'))) then
    perform private.raise_order_error('payment_method_unavailable',
      format('cash on delivery is not offered in province %s', address ->> 'province'),
      'Il pagamento alla consegna non è disponibile per questo indirizzo.');
  end if;
  if method = 'bank_transfer' then
    if settings.iban is null then
      perform private.raise_order_error('payment_method_unavailable', 'the shop has no bank account configured',
        'Il bonifico bancario non è al momento disponibile.');
    end if;
    if account.customer_id is null then
      perform private.raise_order_error('payment_method_unavailable', 'bank transfer is offered to business customers',
        'Il bonifico bancario è riservato ai clienti business.');
    end if;
  end if;

  if method = 'card' then
    select count(*) into unpaid_orders
      from public.orders o
      where o.user_id = customer and o.payment_method = 'card' and o.payment_status = 'pending'
        and o.status = 'received' and o.payment_due_at is not null;
    if unpaid_orders >= private.max_unpaid_orders() then
      perform private.raise_order_error('too_many_unpaid_orders',
        format('%s card orders are waiting for payment', unpaid_orders),
        format('Hai già %s in attesa di pagamento: completa il pagamento o annullane uno prima di ordinare di nuovo.',
          private.italian_count(unpaid_orders, 'ordine', 'ordini')));
    end if;
    return;
  end if;

  select * into open_credit from private.open_credit_of(customer);
  if account.customer_id is not null then
    available := greatest(account.credit_limit - open_credit.open_balance, 0);
    if total > available then
      perform private.raise_order_error('credit_limit_exceeded',
        jsonb_build_object('credit_limit', account.credit_limit, 'open_balance', open_credit.open_balance,
          'available', available, 'total', total)::text,
        case when account.credit_limit = 0 then
          'Il tuo account non ha un fido per gli ordini con bonifico o pagamento alla consegna: paga con carta o chiedici di attivarlo.'
        else format('L''ordine di %s supera il fido concordato di %s: puoi ancora ordinare per %s con bonifico o pagamento alla consegna. Salda gli ordini aperti o chiedici di aumentare il fido.',
          private.format_euros(total), private.format_euros(account.credit_limit), private.format_euros(available)) end);
    end if;
  elsif method = 'cash_on_delivery' and open_credit.open_cash_orders >= settings.max_open_cash_orders then
    perform private.raise_order_error('too_many_open_cash_orders',
      format('%s cash-on-delivery orders are not paid yet', open_credit.open_cash_orders),
      format('Hai già %s da pagare alla consegna: potrai sceglierlo di nuovo quando ne avrai ricevuto uno. Intanto puoi pagare con carta.',
        private.italian_count(open_credit.open_cash_orders, 'ordine', 'ordini')));
  end if;
end;
$$;
revoke all on function private.check_order_payment(uuid, text, jsonb, numeric) from public, anon, authenticated;

-- Places an order for an account. actor: who sent it (NULL: the shop's own job); approver: the
-- owner who approved it. Runs the checks of public.place_order's header (migration
-- 20261101001000) and of this migration's, in this order: key, account lock and replay,
-- expired holds, product locks, price, address, day, invoice data, payment and credit, notes,
-- minimum, stock.
create function private.place_order_for(
  customer uuid,
  actor uuid,
  approver uuid,
  lines jsonb,
  delivery_date date,
  payment_method text,
  idempotency_key text,
  address_id uuid,
  address jsonb,
  notes text,
  invoice_data jsonb
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_variable
declare
  existing_order_id uuid;
  new_order_id uuid;
  settings public.shop_settings%rowtype;
  account public.profiles%rowtype;
  business public.business_accounts%rowtype;
  priced jsonb;
  address_snapshot jsonb;
  invoice_snapshot jsonb;
  clean_notes text := private.clean_text(notes);
  actor_name text;
begin
  if idempotency_key is null or idempotency_key !~ '^[A-Za-z0-9_.:-]{8,100}$' then
    perform private.raise_order_error('invalid_idempotency_key',
      'idempotency_key must be 8-100 characters of A-Z a-z 0-9 _ . : -', 'Richiesta non valida, riprova.');
  end if;

  -- Two taps with one key, or two people of one business at once: the second waits here.
  perform private.lock_customer_orders(customer);
  select o.id into existing_order_id
    from public.orders o where o.user_id = customer and o.idempotency_key = place_order_for.idempotency_key;
  if existing_order_id is not null then
    return private.order_json(existing_order_id) || jsonb_build_object('replayed', true);
  end if;

  -- Holds that ran out give their packs back first (decision 008).
  perform public.release_expired_payment_holds(now());

  perform private.lock_order_products(private.normalize_order_lines(lines));
  perform set_config('bakery.priced_customer', customer::text, true);
  priced := private.price_order_lines(lines);
  perform set_config('bakery.priced_customer', '', true);

  select * into settings from public.shop_settings limit 1;
  select * into account from public.profiles p where p.id = customer;
  select * into business from public.business_accounts b where b.customer_id = customer;

  address_snapshot := private.order_address_snapshot(customer, address_id, address);
  if delivery_date is null or not (delivery_date = any (private.delivery_dates_for(customer, now()))) then
    perform private.raise_order_error('invalid_delivery_date',
      to_jsonb(private.delivery_dates_for(customer, now()))::text,
      'La data di consegna scelta non è disponibile.');
  end if;
  invoice_snapshot := private.order_invoice_snapshot(customer, invoice_data);
  perform private.check_order_payment(customer, payment_method, address_snapshot, (priced ->> 'total')::numeric);

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

  select c.name into actor_name from private.contact_of(actor) c;
  insert into public.orders (
    user_id, payment_method, subtotal, discount, shipping, total, delivery_date,
    delivery_address, invoice_data, customer_name, customer_email, notes, idempotency_key,
    payment_due_at, payment_terms, payment_term_days, placed_by, placed_by_name, approved_by, approved_by_name
  ) values (
    customer, payment_method,
    (priced ->> 'subtotal')::numeric, (priced ->> 'discount')::numeric,
    (priced ->> 'shipping')::numeric, (priced ->> 'total')::numeric,
    delivery_date, address_snapshot, invoice_snapshot,
    coalesce(actor_name, account.full_name, address_snapshot ->> 'recipient'),
    coalesce((select c.email from private.contact_of(coalesce(actor, customer)) c), account.email),
    clean_notes, idempotency_key,
    case when payment_method = 'card' then now() + make_interval(mins => settings.payment_hold_minutes) end,
    case when payment_method = 'bank_transfer' then coalesce(business.payment_terms, 'immediate')
         when payment_method = 'cash_on_delivery' then 'immediate' end,
    case when payment_method = 'bank_transfer' then coalesce(business.payment_term_days, 0)
         when payment_method = 'cash_on_delivery' then 0 end,
    actor, actor_name,
    approver, (select c.name from private.contact_of(approver) c)
  )
  returning id into new_order_id;

  perform private.insert_order_items(new_order_id, priced);
  return private.order_json(new_order_id) || jsonb_build_object('replayed', false);
end;
$$;
revoke all on function private.place_order_for(uuid, uuid, uuid, jsonb, date, text, text, uuid, jsonb, text, jsonb)
  from public, anon, authenticated;

-- An approval request as the API answers it.
create function private.approval_request_json(request public.order_approval_requests)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('approval_request', jsonb_build_object(
    'id', request.id, 'status', request.status, 'quoted_total', request.quoted_total,
    'purchase_limit', request.purchase_limit, 'delivery_date', request.delivery_date,
    'payment_method', request.payment_method, 'created_at', request.created_at,
    'order_number', (select o.order_number from public.orders o where o.id = request.order_id)));
$$;
revoke all on function private.approval_request_json(public.order_approval_requests) from public, anon, authenticated;

-- An order above a member's purchase limit: checked as far as it can be without placing it
-- (lines, address, day, a method paid later), then kept for the owner, who is e-mailed.
create function private.request_order_approval(
  membership public.business_members,
  lines jsonb,
  delivery_date date,
  payment_method text,
  idempotency_key text,
  address_id uuid,
  address jsonb,
  notes text,
  quoted_total numeric
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_variable
declare
  saved public.order_approval_requests;
  requester_name text;
  clean_notes text := private.clean_text(notes);
begin
  if payment_method is null or payment_method not in ('bank_transfer', 'cash_on_delivery') then
    perform private.raise_order_error('approval_needs_credit', 'orders waiting for approval are paid later',
      format('Il tuo limite di spesa è %s per ordine: un ordine più grande lo approva il titolare, e va pagato con bonifico o alla consegna.',
        private.format_euros(membership.purchase_limit)));
  end if;
  if delivery_date is null or not (delivery_date = any (private.delivery_dates_for(membership.business_id, now()))) then
    perform private.raise_order_error('invalid_delivery_date',
      to_jsonb(private.delivery_dates_for(membership.business_id, now()))::text,
      'La data di consegna scelta non è disponibile.');
  end if;
  if char_length(clean_notes) > 1000 then
    perform private.raise_order_error('invalid_notes', 'notes are limited to 1000 characters',
      'Le note possono contenere al massimo 1000 caratteri.');
  end if;
  select c.name into requester_name from private.contact_of(membership.user_id) c;
  insert into public.order_approval_requests (
    business_id, requested_by, requested_by_name, idempotency_key, lines, delivery_date, payment_method,
    address_id, address, notes, quoted_total, purchase_limit)
  values (
    membership.business_id, membership.user_id, requester_name, idempotency_key,
    private.normalize_order_lines(lines), delivery_date, payment_method, address_id,
    private.order_address_snapshot(membership.business_id, address_id, address), clean_notes,
    quoted_total, membership.purchase_limit)
  returning * into saved;
  perform private.queue_account_mail('approval_requested', membership.business_id,
    jsonb_build_object('request_id', saved.id, 'requested_by_name', requester_name, 'total', quoted_total,
      'purchase_limit', membership.purchase_limit, 'delivery_date', delivery_date),
    'approval-requested:' || saved.id);
  return private.approval_request_json(saved) || jsonb_build_object('replayed', false);
end;
$$;
revoke all on function private.request_order_approval(public.business_members, jsonb, date, text, text, uuid, jsonb, text, numeric)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The API.

drop function public.place_order(jsonb, date, text, text, uuid, jsonb, text, jsonb);

-- Places the caller's order for the account they act for (their business, or themselves), as
-- described in migration 20261101001000 and this one. for_customer: the account the device
-- meant (kept with an order queued offline): if the caller acts for another one now, nothing
-- is placed (account_changed). A member whose role does not order gets role_not_allowed; an
-- Ordini member above their purchase limit gets {approval_request: {...}, replayed} instead of
-- an order.
create function public.place_order(
  lines jsonb,
  delivery_date date,
  payment_method text,
  idempotency_key text,
  address_id uuid default null,
  address jsonb default null,
  notes text default null,
  invoice_data jsonb default null,
  for_customer uuid default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  membership public.business_members%rowtype;
  customer uuid;
  existing public.order_approval_requests%rowtype;
  quoted_total numeric;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated',
      hint = 'Accedi per completare l''ordine.';
  end if;
  customer := private.require_customer_for('order');
  if for_customer is not null and for_customer is distinct from customer then
    perform private.raise_order_error('account_changed', 'the caller acts for another account now',
      'Non fai più parte dell''account per cui avevi preparato questo ordine: non l''abbiamo inviato.');
  end if;
  select * into membership from public.business_members m where m.user_id = caller;

  if membership.role = 'orders' and membership.purchase_limit is not null then
    if idempotency_key is null or idempotency_key !~ '^[A-Za-z0-9_.:-]{8,100}$' then
      perform private.raise_order_error('invalid_idempotency_key',
        'idempotency_key must be 8-100 characters of A-Z a-z 0-9 _ . : -', 'Richiesta non valida, riprova.');
    end if;
    perform private.lock_customer_orders(customer);
    select * into existing from public.order_approval_requests r
      where r.business_id = customer and r.idempotency_key = place_order.idempotency_key;
    if existing.id is not null then
      return private.approval_request_json(existing) || jsonb_build_object('replayed', true);
    end if;
    if not exists (select 1 from public.orders o where o.user_id = customer and o.idempotency_key = place_order.idempotency_key) then
      quoted_total := (private.price_order_lines(lines) ->> 'total')::numeric;
      if quoted_total > membership.purchase_limit then
        return private.request_order_approval(membership, lines, delivery_date, payment_method,
          idempotency_key, address_id, address, notes, quoted_total);
      end if;
    end if;
  end if;

  return private.place_order_for(customer, caller, null, lines, delivery_date, payment_method,
    idempotency_key, address_id, address, notes, invoice_data);
end;
$$;
comment on function public.place_order(jsonb, date, text, text, uuid, jsonb, text, jsonb, uuid) is
  'Places the caller''s order for their account (see migrations 20261101001000 and 20261201000300): an order JSON with replayed, or {approval_request, replayed} above an Ordini member''s purchase limit.';
revoke all on function public.place_order(jsonb, date, text, text, uuid, jsonb, text, jsonb, uuid) from public, anon;
grant execute on function public.place_order(jsonb, date, text, text, uuid, jsonb, text, jsonb, uuid) to authenticated, service_role;

-- The owner approves a request: the order is placed now, at today's prices and stock, for the
-- day asked or another one still open (delivery_date). Errors: those of place_order, and
-- request_not_found / request_closed.
create function public.approve_order_request(request_id uuid, delivery_date date default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  business uuid := private.require_customer_for('team');
  request public.order_approval_requests%rowtype;
  placed jsonb;
begin
  select * into request from public.order_approval_requests r
    where r.id = request_id and r.business_id = business for update;
  if request.id is null then
    perform private.raise_order_error('request_not_found', 'no such request', 'Richiesta non trovata.');
  end if;
  if request.status <> 'pending' then
    perform private.raise_order_error('request_closed', request.status, 'Questa richiesta è già stata decisa.');
  end if;
  placed := private.place_order_for(business, request.requested_by, (select auth.uid()), request.lines,
    coalesce(delivery_date, request.delivery_date), request.payment_method,
    'approvazione-' || request.id, request.address_id,
    case when request.address_id is null then request.address end, request.notes, null);
  update public.order_approval_requests r
    set status = 'approved', order_id = (placed ->> 'id')::uuid, decided_by = (select auth.uid()),
        decided_by_name = (select c.name from private.contact_of((select auth.uid())) c), decided_at = now()
    where r.id = request.id;
  if request.requested_by is not null then
    perform private.queue_account_mail('approval_decided', request.requested_by,
      jsonb_build_object('approved', true, 'request_id', request.id, 'order_number', placed ->> 'order_number',
        'total', (placed ->> 'total')::numeric, 'delivery_date', placed ->> 'delivery_date'),
      'approval-decided:' || request.id);
  end if;
  return placed;
end;
$$;
revoke all on function public.approve_order_request(uuid, date) from public, anon;
grant execute on function public.approve_order_request(uuid, date) to authenticated;

-- The owner refuses a request (with a note the requester reads), or the requester withdraws it.
create function public.close_order_request(request_id uuid, note text default null)
returns public.order_approval_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  membership public.business_members%rowtype := private.caller_membership();
  request public.order_approval_requests%rowtype;
  clean_note text := private.clean_text(note);
  owner_decides boolean;
begin
  select * into request from public.order_approval_requests r
    where r.id = request_id and r.business_id = membership.business_id for update;
  owner_decides := membership.role = 'owner';
  if request.id is null or not (owner_decides or request.requested_by = caller) then
    perform private.raise_order_error('request_not_found', 'no such request', 'Richiesta non trovata.');
  end if;
  if request.status <> 'pending' then
    perform private.raise_order_error('request_closed', request.status, 'Questa richiesta è già stata decisa.');
  end if;
  if char_length(clean_note) > 1000 then
    perform private.raise_order_error('invalid_note', 'at most 1000 characters', 'La nota può avere al massimo 1000 caratteri.');
  end if;
  update public.order_approval_requests r
    set status = case when owner_decides and request.requested_by is distinct from caller then 'rejected' else 'withdrawn' end,
        decided_by = caller, decided_by_name = (select c.name from private.contact_of(caller) c),
        decided_at = now(), decision_note = clean_note
    where r.id = request.id
    returning * into request;
  if request.status = 'rejected' and request.requested_by is not null then
    perform private.queue_account_mail('approval_decided', request.requested_by,
      jsonb_build_object('approved', false, 'request_id', request.id, 'total', request.quoted_total,
        'delivery_date', request.delivery_date, 'note', clean_note),
      'approval-decided:' || request.id);
  end if;
  return request;
end;
$$;
revoke all on function public.close_order_request(uuid, text) from public, anon;
grant execute on function public.close_order_request(uuid, text) to authenticated;

-- A member cancels an order of the account within 2 hours, as a customer always could.
create or replace function public.cancel_order(order_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  customer uuid := private.require_customer_for('order');
  target public.orders%rowtype;
begin
  select * into target from public.orders o where o.id = cancel_order.order_id for update;
  if target.id is null or target.user_id is distinct from customer then
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

-- Cancellations by the customer (any member) tell the admins; the admin's own do not.
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
        coalesce(new.invoice_data ->> 'company_name', new.customer_name, new.customer_email, 'Un cliente'),
        private.format_euros(new.total), private.italian_long_date(new.delivery_date)),
      jsonb_build_object('order_id', new.id, 'order_number', new.order_number, 'user_id', new.user_id, 'total', new.total)
    );
  elsif new.status = 'cancelled' and new.cancellation_reason = 'customer' then
    insert into public.admin_notifications (type, title, body, payload)
    values (
      'order_cancelled',
      'Ordine ' || new.order_number || ' annullato',
      format('%s ha annullato l''ordine da %s.',
        coalesce(new.invoice_data ->> 'company_name', new.customer_name, new.customer_email, 'Il cliente'),
        private.format_euros(new.total)),
      jsonb_build_object('order_id', new.id, 'order_number', new.order_number, 'user_id', new.user_id)
    );
  end if;
  return null;
end;
$$;

-- The delivery note: admins, and the account's bookkeepers once the order is in preparation.
create or replace function public.issue_delivery_note(p_order_id uuid)
returns public.delivery_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if not found or (select auth.uid()) is null or not (
    (select private.is_admin())
    or v_order.user_id is not distinct from private.customer_for('documents')
    or v_order.user_id is not distinct from (select auth.uid())
  ) then
    raise exception using errcode = 'P0001', message = 'order_not_found', hint = 'Ordine non trovato.';
  end if;
  if v_order.status = 'received' and not (select private.is_admin()) then
    raise exception using
      errcode = 'P0001',
      message = 'delivery_note_not_ready',
      hint = 'Il documento di trasporto è disponibile quando l''ordine è in preparazione.';
  end if;
  return private.issue_delivery_note_locked(v_order);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who the signed-in person is in the shop: their own name, the account they act for (its
-- fiscal data, office, closed days, terms and credit), their role and what it allows, their
-- latest business request, for an owner how many orders wait for approval, and the account's
-- saved delivery addresses (default first).
create function public.current_customer()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  membership public.business_members%rowtype;
  customer uuid;
  me public.profiles%rowtype;
  account public.profiles%rowtype;
  business public.business_accounts%rowtype;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated', hint = 'Accedi per continuare.';
  end if;
  select * into membership from public.business_members m where m.user_id = caller;
  customer := coalesce(membership.business_id, caller);
  select * into me from public.profiles p where p.id = caller;
  select * into account from public.profiles p where p.id = customer;
  select * into business from public.business_accounts b where b.customer_id = customer;
  return jsonb_build_object(
    'user_id', caller,
    'full_name', me.full_name,
    'phone', me.phone,
    'email', me.email,
    'customer_id', customer,
    'role', membership.role,
    'purchase_limit', membership.purchase_limit,
    'permissions', jsonb_build_object(
      'order', private.role_allows(membership.role, 'order'),
      'documents', private.role_allows(membership.role, 'documents'),
      'manage', private.role_allows(membership.role, 'manage'),
      'team', private.role_allows(membership.role, 'team')),
    'customer_type', account.customer_type,
    'company_name', account.company_name,
    'vat_number', account.vat_number,
    'tax_code', account.tax_code,
    'sdi_code', account.sdi_code,
    'pec', account.pec,
    'office', case when business.customer_id is not null then jsonb_build_object(
      'street', business.office_street, 'postal_code', business.office_postal_code,
      'city', business.office_city, 'province', business.office_province) end,
    'closed_weekdays', to_jsonb(coalesce(business.closed_weekdays, '{}')),
    'credit', case when private.role_allows(membership.role, 'documents') or membership.role = 'owner'
      then private.credit_summary(customer) end,
    'business_request', (
      select jsonb_build_object('id', r.id, 'kind', r.kind, 'status', r.status, 'company_name', r.company_name,
        'vat_number', r.vat_number, 'submitted_at', r.submitted_at, 'reviewed_at', r.reviewed_at,
        'admin_note', r.admin_note)
      from public.business_requests r where r.customer_id = caller
      order by r.submitted_at desc limit 1),
    'pending_approvals', case when membership.role = 'owner' then (
      select count(*) from public.order_approval_requests r
      where r.business_id = customer and r.status = 'pending') else 0 end,
    'addresses', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.is_default desc, a.created_at)
      from public.delivery_addresses a where a.user_id = customer), '[]')
  );
end;
$$;
revoke all on function public.current_customer() from public, anon;
grant execute on function public.current_customer() to authenticated;

-- The price list and tiers of the caller's account (decision 012), as the device keeps them.
-- SECURITY INVOKER: RLS decides what the caller may read; the filter keeps an admin shopping
-- in the storefront to their own prices.
create function public.my_price_list()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'prices', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', p.product_id, 'unit_price', p.unit_price,
          'percent_off', p.percent_off) order by p.product_id)
      from public.customer_prices p where p.customer_id = private.acting_customer_id()), '[]'),
    'tiers', coalesce((
      select jsonb_agg(jsonb_build_object('min_packs', t.min_packs, 'percent_off', t.percent_off)
          order by t.min_packs)
      from public.customer_price_tiers t where t.customer_id = private.acting_customer_id()), '[]'));
$$;
revoke all on function public.my_price_list() from public, anon;
grant execute on function public.my_price_list() to authenticated;
