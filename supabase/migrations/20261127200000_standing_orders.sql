-- Standing orders ("ordini fissi", issue 23): a business customer says, per weekday, which buns
-- and how many packs they want, where and how they pay; before each delivery day's cut-off the
-- server places the real order for them through public.place_order itself (same prices, stock,
-- calendar and payment rules), at most once per customer and delivery day.
--
-- Tables (RLS: the owner and admins read; nobody writes directly — only the functions below):
--   standing_orders          one per customer: address, payment method (bank transfer or cash on
--                            delivery: a standing order is never held for an online payment),
--                            first delivery day, status active | paused | ended.
--   standing_order_lines     weekday (ISO 1 = Monday … 6 = Saturday) × product → packs.
--   standing_order_changes   one delivery only: skipped, or other quantities (lines jsonb).
--   standing_order_runs      what the job did for a delivery day: placed (order_id), skipped,
--                            holiday, out_of_stock, unavailable, failed — with the Italian notice
--                            the customer reads. Unique per standing order and day: the claim
--                            that makes the job idempotent.
--   private.standing_order_mails  e-mails owed (the reminder the evening before the cut-off and
--                            the notices), sent by the order-follow-up function.
--
-- The cut-off of delivery day D is the day before D at shop_settings.order_cutoff_time (Europe/
-- Rome): that is when public.available_delivery_dates stops offering D. The job places D's orders
-- in the two hours before it, so changes made until then count; the reminder is queued from
-- 18:00 two days before D ("Domani alle 14:00 confermiamo il tuo ordine fisso").
--
-- Customer functions (the signed-in business customer's own standing order; P0001 errors with an
-- Italian hint): save_standing_order, skip_standing_delivery, change_standing_delivery,
-- set_standing_order_status, standing_order_deliveries. Admin: standing_order_deliveries for a
-- customer, admin_expected_standing_packs for the production plan. Job (service role and pg_cron):
-- run_standing_order_schedule(as_of) — as_of lets tests move the clock.

create table public.standing_orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references public.profiles (id) on delete cascade,
  address_id uuid references public.delivery_addresses (id) on delete set null,
  payment_method text not null check (payment_method in ('bank_transfer', 'cash_on_delivery')),
  starts_on date not null,
  status text not null default 'active' check (status in ('active', 'paused', 'ended')),
  notes text check (char_length(notes) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index standing_orders_address_idx on public.standing_orders (address_id);
comment on table public.standing_orders is
  'A business customer''s standing order (ordine fisso): one per customer. Written only through save_standing_order / set_standing_order_status.';

create table public.standing_order_lines (
  standing_order_id uuid not null references public.standing_orders (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 6),
  product_id uuid not null references public.products (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 500),
  primary key (standing_order_id, weekday, product_id)
);
comment on table public.standing_order_lines is
  'Packs of a product a standing order wants on an ISO weekday (1 Monday … 6 Saturday; no Sunday deliveries).';
create index standing_order_lines_product_idx on public.standing_order_lines (product_id);

create table public.standing_order_changes (
  standing_order_id uuid not null references public.standing_orders (id) on delete cascade,
  delivery_date date not null,
  skipped boolean not null default false,
  -- [{product_id, quantity}] for this delivery only; NULL keeps the weekday's lines.
  lines jsonb check (lines is null or jsonb_typeof(lines) = 'array'),
  updated_at timestamptz not null default now(),
  primary key (standing_order_id, delivery_date)
);
comment on table public.standing_order_changes is
  'One delivery of a standing order skipped or with other quantities; the other days are untouched.';

create table public.standing_order_runs (
  id bigint generated always as identity primary key,
  standing_order_id uuid not null references public.standing_orders (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  delivery_date date not null,
  outcome text not null
    check (outcome in ('pending', 'placed', 'skipped', 'holiday', 'out_of_stock', 'unavailable', 'failed')),
  order_id uuid references public.orders (id) on delete set null,
  detail jsonb,
  message text,
  created_at timestamptz not null default now(),
  constraint standing_order_runs_once unique (standing_order_id, delivery_date)
);
comment on table public.standing_order_runs is
  'What the standing-order job did for one delivery day (one row per standing order and day, the job''s idempotency claim), with the Italian notice shown to the customer.';
create index standing_order_runs_user_idx on public.standing_order_runs (user_id, delivery_date desc);
create index standing_order_runs_order_idx on public.standing_order_runs (order_id) where order_id is not null;

create table private.standing_order_mails (
  id bigint generated always as identity primary key,
  standing_order_id uuid not null references public.standing_orders (id) on delete cascade,
  delivery_date date not null,
  kind text not null check (kind in ('reminder', 'holiday', 'out_of_stock', 'unavailable', 'failed')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0,
  constraint standing_order_mails_once unique (standing_order_id, delivery_date, kind)
);
alter table private.standing_order_mails enable row level security;
create index standing_order_mails_unsent_idx on private.standing_order_mails (id) where sent_at is null;

alter table public.standing_orders enable row level security;
alter table public.standing_order_lines enable row level security;
alter table public.standing_order_changes enable row level security;
alter table public.standing_order_runs enable row level security;

create policy "standing orders: owner or admin reads" on public.standing_orders
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "standing order lines: owner or admin reads" on public.standing_order_lines
  for select to authenticated
  using (exists (
    select 1 from public.standing_orders s
    where s.id = standing_order_id and (s.user_id = (select auth.uid()) or (select private.is_admin()))));
create policy "standing order changes: owner or admin reads" on public.standing_order_changes
  for select to authenticated
  using (exists (
    select 1 from public.standing_orders s
    where s.id = standing_order_id and (s.user_id = (select auth.uid()) or (select private.is_admin()))));
create policy "standing order runs: owner or admin reads" on public.standing_order_runs
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

revoke all on public.standing_orders, public.standing_order_lines, public.standing_order_changes,
  public.standing_order_runs from anon, authenticated;
grant select on public.standing_orders, public.standing_order_lines, public.standing_order_changes,
  public.standing_order_runs to authenticated;
grant all on public.standing_orders, public.standing_order_lines, public.standing_order_changes,
  public.standing_order_runs to service_role;

-- ---------------------------------------------------------------------------------------------
-- Calendar helpers.

-- When delivery day D stops being orderable: the day before at the cut-off time, Rome time.
create function private.standing_cutoff(delivery_date date)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select ((delivery_date - 1) + coalesce((select s.order_cutoff_time from public.shop_settings s limit 1), '14:00'::time))
    at time zone 'Europe/Rome';
$$;
revoke all on function private.standing_cutoff(date) from public, anon, authenticated;

-- "sabato 28 novembre" for the notices.
create function private.italian_day(day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select (array['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'])[extract(isodow from day)::int]
    || ' ' || extract(day from day)::int || ' '
    || (array['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto',
              'settembre', 'ottobre', 'novembre', 'dicembre'])[extract(month from day)::int];
$$;
revoke all on function private.italian_day(date) from public, anon, authenticated;

-- The lines a standing order will place for one day: the one-off change if any ([] when
-- skipped), otherwise the weekday's lines. Always [{product_id, quantity}] in product order.
create function private.standing_lines_for(standing_order_id uuid, delivery_date date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when c.skipped then '[]'::jsonb
    when c.lines is not null then c.lines
    else coalesce((
      select jsonb_agg(jsonb_build_object('product_id', l.product_id, 'quantity', l.quantity) order by l.product_id)
      from public.standing_order_lines l
      where l.standing_order_id = standing_lines_for.standing_order_id
        and l.weekday = extract(isodow from standing_lines_for.delivery_date)), '[]'::jsonb)
  end
  from (select 1) one
  left join public.standing_order_changes c
    on c.standing_order_id = standing_lines_for.standing_order_id
   and c.delivery_date = standing_lines_for.delivery_date;
$$;
revoke all on function private.standing_lines_for(uuid, date) from public, anon, authenticated;

-- [{product_id, quantity}] from the client: distinct active products, 1..500 packs, ≤ 50 lines.
create function private.normalize_standing_lines(lines jsonb, allow_empty boolean)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  result jsonb;
begin
  if lines is null or jsonb_typeof(lines) <> 'array'
    or exists (select 1 from jsonb_array_elements(lines) e
               where jsonb_typeof(e) <> 'object' or jsonb_typeof(e -> 'quantity') <> 'number'
                  or coalesce(e ->> 'product_id', '') !~ '^[0-9a-fA-F-]{36}$') then
    perform private.raise_order_error('invalid_lines', 'lines must be [{product_id, quantity}]',
      'Le quantità indicate non sono valide.');
  end if;
  if jsonb_array_length(lines) > 50 or (not allow_empty and jsonb_array_length(lines) = 0) then
    perform private.raise_order_error('invalid_lines', 'between 1 and 50 lines',
      'Indica almeno un prodotto (al massimo 50).');
  end if;
  if exists (select 1 from jsonb_array_elements(lines) e
             where (e ->> 'quantity')::numeric not in (select generate_series(1, 500))) then
    perform private.raise_order_error('invalid_quantity', 'quantity must be 1-500 packs',
      'Ogni prodotto va da 1 a 500 confezioni.');
  end if;
  if (select count(distinct e ->> 'product_id') from jsonb_array_elements(lines) e) <> jsonb_array_length(lines) then
    perform private.raise_order_error('invalid_lines', 'a product appears twice', 'Un prodotto compare due volte.');
  end if;
  if exists (select 1 from jsonb_array_elements(lines) e
             where not exists (select 1 from public.products p
                               where p.id = (e ->> 'product_id')::uuid and p.archived_at is null)) then
    perform private.raise_order_error('product_unavailable', 'a product is not on sale',
      'Uno dei prodotti non è più in vendita.');
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('product_id', (e ->> 'product_id')::uuid, 'quantity', (e ->> 'quantity')::int)
                            order by (e ->> 'product_id')::uuid), '[]'::jsonb)
    into result
    from jsonb_array_elements(lines) e;
  return result;
end;
$$;
revoke all on function private.normalize_standing_lines(jsonb, boolean) from public, anon, authenticated;

-- The caller's standing order, locked, or standing_order_not_found.
create function private.own_standing_order()
returns public.standing_orders
language plpgsql
set search_path = ''
as $$
declare
  found public.standing_orders%rowtype;
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'not_authenticated', hint = 'Accedi per gestire il tuo ordine fisso.';
  end if;
  select * into found from public.standing_orders s where s.user_id = (select auth.uid()) for update;
  if found.id is null then
    perform private.raise_order_error('standing_order_not_found', 'no standing order', 'Non hai ancora un ordine fisso.');
  end if;
  return found;
end;
$$;
revoke all on function private.own_standing_order() from public, anon, authenticated;

-- A one-off change is possible until the day's cut-off, on a delivery day, before the job ran.
create function private.check_changeable_delivery(standing public.standing_orders, delivery_date date)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if delivery_date is null or not public.is_delivery_day(delivery_date) or delivery_date < standing.starts_on then
    perform private.raise_order_error('invalid_delivery_date', 'not a delivery day of this standing order',
      'In quel giorno non è prevista una consegna.');
  end if;
  if now() >= private.standing_cutoff(delivery_date)
    or exists (select 1 from public.standing_order_runs r
               where r.standing_order_id = standing.id and r.delivery_date = check_changeable_delivery.delivery_date) then
    perform private.raise_order_error('cutoff_passed', 'the delivery is already confirmed',
      'Questa consegna è già confermata: non si può più modificare.');
  end if;
end;
$$;
revoke all on function private.check_changeable_delivery(public.standing_orders, date) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Customer functions.

-- Creates or replaces the caller's standing order. lines: [{weekday 1-6, product_id, quantity}].
create function public.save_standing_order(
  lines jsonb,
  address_id uuid,
  payment_method text,
  starts_on date,
  notes text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  standing_id uuid;
  weekday_lines jsonb;
  day int;
  clean_notes text := private.clean_text(save_standing_order.notes);
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated', hint = 'Accedi per gestire il tuo ordine fisso.';
  end if;
  if coalesce((select p.customer_type from public.profiles p where p.id = caller), '') <> 'business' then
    perform private.raise_order_error('business_only', 'standing orders are for business customers',
      'Gli ordini fissi sono riservati ai clienti business.');
  end if;
  if save_standing_order.payment_method is null
    or save_standing_order.payment_method not in ('bank_transfer', 'cash_on_delivery') then
    perform private.raise_order_error('invalid_payment_method', 'bank_transfer or cash_on_delivery',
      'Per un ordine fisso scegli bonifico o pagamento alla consegna.');
  end if;
  if not exists (select 1 from public.delivery_addresses a
                 where a.id = save_standing_order.address_id and a.user_id = caller) then
    perform private.raise_order_error('address_not_found', 'address_id is not one of your addresses',
      'Scegli uno dei tuoi indirizzi di consegna.');
  end if;
  if save_standing_order.starts_on is null or save_standing_order.starts_on <= (now() at time zone 'Europe/Rome')::date then
    perform private.raise_order_error('invalid_start_date', 'starts_on must be after today',
      'La prima consegna deve essere da domani in poi.');
  end if;
  if char_length(clean_notes) > 1000 then
    perform private.raise_order_error('invalid_notes', 'notes are limited to 1000 characters',
      'Le note possono contenere al massimo 1000 caratteri.');
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' or jsonb_array_length(lines) = 0
    or exists (select 1 from jsonb_array_elements(lines) e
               where jsonb_typeof(e -> 'weekday') <> 'number' or (e ->> 'weekday')::numeric not in (1, 2, 3, 4, 5, 6)) then
    perform private.raise_order_error('invalid_lines', 'lines need a weekday 1-6',
      'Indica almeno un giorno della settimana con dei prodotti.');
  end if;

  insert into public.standing_orders as s (user_id, address_id, payment_method, starts_on, notes, status)
    values (caller, save_standing_order.address_id, save_standing_order.payment_method,
            save_standing_order.starts_on, clean_notes, 'active')
    on conflict on constraint standing_orders_user_id_key do update
      set address_id = excluded.address_id, payment_method = excluded.payment_method,
          starts_on = excluded.starts_on, notes = excluded.notes, status = 'active', updated_at = now()
    returning s.id into standing_id;

  delete from public.standing_order_lines l where l.standing_order_id = standing_id;
  for day in select distinct (e ->> 'weekday')::int from jsonb_array_elements(lines) e loop
    weekday_lines := private.normalize_standing_lines(
      (select jsonb_agg(e - 'weekday') from jsonb_array_elements(lines) e where (e ->> 'weekday')::int = day), false);
    insert into public.standing_order_lines (standing_order_id, weekday, product_id, quantity)
      select standing_id, day, (l ->> 'product_id')::uuid, (l ->> 'quantity')::int
      from jsonb_array_elements(weekday_lines) l;
  end loop;
  return standing_id;
end;
$$;

create function public.skip_standing_delivery(delivery_date date, skipped boolean default true)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  standing public.standing_orders%rowtype := private.own_standing_order();
begin
  perform private.check_changeable_delivery(standing, skip_standing_delivery.delivery_date);
  insert into public.standing_order_changes as c (standing_order_id, delivery_date, skipped)
    values (standing.id, skip_standing_delivery.delivery_date, coalesce(skip_standing_delivery.skipped, true))
    on conflict on constraint standing_order_changes_pkey do update set skipped = excluded.skipped, updated_at = now();
  delete from public.standing_order_changes c
    where c.standing_order_id = standing.id and c.delivery_date = skip_standing_delivery.delivery_date
      and not c.skipped and c.lines is null;
end;
$$;

-- Other quantities for one delivery; lines NULL goes back to the weekday's usual lines.
create function public.change_standing_delivery(delivery_date date, lines jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  standing public.standing_orders%rowtype := private.own_standing_order();
  clean_lines jsonb;
begin
  perform private.check_changeable_delivery(standing, change_standing_delivery.delivery_date);
  if change_standing_delivery.lines is null then
    delete from public.standing_order_changes c
      where c.standing_order_id = standing.id and c.delivery_date = change_standing_delivery.delivery_date and not c.skipped;
    update public.standing_order_changes c set lines = null
      where c.standing_order_id = standing.id and c.delivery_date = change_standing_delivery.delivery_date;
    return;
  end if;
  clean_lines := private.normalize_standing_lines(change_standing_delivery.lines, false);
  insert into public.standing_order_changes as c (standing_order_id, delivery_date, skipped, lines)
    values (standing.id, change_standing_delivery.delivery_date, false, clean_lines)
    on conflict on constraint standing_order_changes_pkey do update set skipped = false, lines = excluded.lines, updated_at = now();
end;
$$;

-- Pause (no orders until resumed), resume, or end (kept for the history; saving starts anew).
create function public.set_standing_order_status(status text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  standing public.standing_orders%rowtype := private.own_standing_order();
begin
  if set_standing_order_status.status is null or set_standing_order_status.status not in ('active', 'paused', 'ended') then
    perform private.raise_order_error('invalid_status', 'active, paused or ended', 'Stato non valido.');
  end if;
  if standing.status = 'ended' and set_standing_order_status.status <> 'ended' then
    perform private.raise_order_error('standing_order_ended', 'an ended standing order cannot be resumed',
      'Questo ordine fisso è terminato: creane uno nuovo.');
  end if;
  update public.standing_orders s set status = set_standing_order_status.status, updated_at = now()
    where s.id = standing.id;
end;
$$;

-- The coming deliveries of a standing order, for the customer's screen and the admin's customer
-- page: [{delivery_date, cutoff_at, delivery_day, skipped, changed, lines: [{product_id, quantity,
-- name}], run}] for `days` days
-- from tomorrow (Rome), weekdays with lines or a change only. customer_id: admins only.
create function public.standing_order_deliveries(customer_id uuid default null, days integer default 14)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target uuid := coalesce(standing_order_deliveries.customer_id, (select auth.uid()));
  standing public.standing_orders%rowtype;
  today date := (now() at time zone 'Europe/Rome')::date;
begin
  if target is null then
    raise exception using errcode = '42501', message = 'not_authenticated';
  end if;
  if target is distinct from (select auth.uid()) and not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'not_allowed';
  end if;
  select * into standing from public.standing_orders s where s.user_id = target;
  if standing.id is null then
    return '[]'::jsonb;
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'delivery_date', d.day,
        'cutoff_at', private.standing_cutoff(d.day),
        'delivery_day', public.is_delivery_day(d.day),
        'skipped', coalesce(c.skipped, false),
        'changed', c.lines is not null,
        'lines', (select coalesce(jsonb_agg(l || jsonb_build_object('name', p.name) order by p.name), '[]'::jsonb)
                  from jsonb_array_elements(private.standing_lines_for(standing.id, d.day)) l
                  left join public.products p on p.id = (l ->> 'product_id')::uuid),
        'run', case when r.id is not null then jsonb_build_object(
          'outcome', r.outcome, 'order_id', r.order_id, 'message', r.message) end
      ) order by d.day)
    from (select (today + i)::date as day
          from generate_series(1, least(greatest(coalesce(standing_order_deliveries.days, 14), 1), 60)) i) d
    left join public.standing_order_changes c on c.standing_order_id = standing.id and c.delivery_date = d.day
    left join public.standing_order_runs r on r.standing_order_id = standing.id and r.delivery_date = d.day
    where d.day >= standing.starts_on and extract(isodow from d.day) <> 7
      and (r.id is not null or c.standing_order_id is not null
           or exists (select 1 from public.standing_order_lines l
                      where l.standing_order_id = standing.id and l.weekday = extract(isodow from d.day)))
  ), '[]'::jsonb);
end;
$$;

-- The production plan's packs not yet confirmed (admins only): for one delivery day, what the
-- active standing orders will place that has not been placed yet — per product, and per
-- customer for the plan's list. {delivery_date, delivery_day, total_packs, products: [{product_id,
-- product_name, packs, customers}], customers: [{customer_id, customer_name, packs}]}.
create function public.admin_expected_standing_packs(day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin();
  with expected as (
    select s.user_id, (l ->> 'product_id')::uuid as product_id, (l ->> 'quantity')::int as packs
    from public.standing_orders s
    cross join lateral jsonb_array_elements(private.standing_lines_for(s.id, admin_expected_standing_packs.day)) l
    where s.status = 'active' and s.starts_on <= admin_expected_standing_packs.day
      and public.is_delivery_day(admin_expected_standing_packs.day)
      and not exists (select 1 from public.standing_order_runs r
                      where r.standing_order_id = s.id and r.delivery_date = admin_expected_standing_packs.day)
  )
  select jsonb_build_object(
    'delivery_date', admin_expected_standing_packs.day,
    'delivery_day', public.is_delivery_day(admin_expected_standing_packs.day),
    'total_packs', coalesce((select sum(e.packs) from expected e), 0),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', t.product_id, 'product_name', t.product_name,
          'packs', t.packs, 'customers', t.customers) order by t.product_name)
      from (select e.product_id, p.name as product_name, sum(e.packs)::integer as packs,
                   count(distinct e.user_id)::integer as customers
            from expected e join public.products p on p.id = e.product_id
            group by e.product_id, p.name) t), '[]'::jsonb),
    'customers', coalesce((
      select jsonb_agg(jsonb_build_object('customer_id', t.user_id, 'customer_name', t.customer_name,
          'packs', t.packs) order by t.customer_name)
      from (select e.user_id, coalesce(pr.company_name, pr.full_name, pr.email) as customer_name,
                   sum(e.packs)::integer as packs
            from expected e join public.profiles pr on pr.id = e.user_id
            group by e.user_id, pr.company_name, pr.full_name, pr.email) t), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
comment on function public.admin_expected_standing_packs(date) is
  'Admins only: the packs active standing orders will place for a delivery day and have not placed yet (not confirmed), per product and per customer.';

revoke all on function public.save_standing_order(jsonb, uuid, text, date, text) from public, anon;
revoke all on function public.skip_standing_delivery(date, boolean) from public, anon;
revoke all on function public.change_standing_delivery(date, jsonb) from public, anon;
revoke all on function public.set_standing_order_status(text) from public, anon;
revoke all on function public.standing_order_deliveries(uuid, integer) from public, anon;
revoke all on function public.admin_expected_standing_packs(date) from public, anon;
grant execute on function public.save_standing_order(jsonb, uuid, text, date, text) to authenticated, service_role;
grant execute on function public.skip_standing_delivery(date, boolean) to authenticated, service_role;
grant execute on function public.change_standing_delivery(date, jsonb) to authenticated, service_role;
grant execute on function public.set_standing_order_status(text) to authenticated, service_role;
grant execute on function public.standing_order_deliveries(uuid, integer) to authenticated, service_role;
grant execute on function public.admin_expected_standing_packs(date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The job.

-- Places one standing order's delivery as its customer, through public.place_order: the caller
-- identity place_order reads (auth.uid()) is the customer's for this call only. Returns the run.
create function private.place_standing_delivery(standing public.standing_orders, delivery_date date)
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
revoke all on function private.place_standing_delivery(public.standing_orders, date) from public, anon, authenticated;

-- The schedule, run every minute by pg_cron (cheap when nothing is due). Returns {reminders, runs: {outcome: count}}.
--   * From 18:00 (Rome) two days before a delivery day: queue the reminder (or, when that day is
--     a holiday, the holiday notice) for each active standing order with something to deliver.
--   * In the two hours before a delivery day's cut-off: place its orders.
create function public.run_standing_order_schedule(as_of timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  local_time timestamp := run_standing_order_schedule.as_of at time zone 'Europe/Rome';
  reminder_day date := local_time::date + 2;
  placing_day date := local_time::date + 1;
  reminders integer := 0;
  outcomes jsonb := '{}'::jsonb;
  standing public.standing_orders%rowtype;
  outcome text;
begin
  if local_time::time >= '18:00'::time then
    insert into private.standing_order_mails (standing_order_id, delivery_date, kind)
      select s.id, reminder_day, case when public.is_delivery_day(reminder_day) then 'reminder' else 'holiday' end
      from public.standing_orders s
      where s.status = 'active' and s.starts_on <= reminder_day and extract(isodow from reminder_day) <> 7
        and jsonb_array_length(private.standing_lines_for(s.id, reminder_day)) > 0
        and not exists (select 1 from public.standing_order_runs r
                        where r.standing_order_id = s.id and r.delivery_date = reminder_day)
      on conflict on constraint standing_order_mails_once do nothing;
    get diagnostics reminders = row_count;
  end if;

  if extract(isodow from placing_day) <> 7
    and run_standing_order_schedule.as_of >= private.standing_cutoff(placing_day) - interval '2 hours'
    and run_standing_order_schedule.as_of < private.standing_cutoff(placing_day) then
    for standing in
      select s.* from public.standing_orders s
      where s.status = 'active' and s.starts_on <= placing_day
        and not exists (select 1 from public.standing_order_runs r
                        where r.standing_order_id = s.id and r.delivery_date = placing_day)
        and (exists (select 1 from public.standing_order_lines l
                     where l.standing_order_id = s.id and l.weekday = extract(isodow from placing_day))
             or exists (select 1 from public.standing_order_changes c
                        where c.standing_order_id = s.id and c.delivery_date = placing_day))
      order by s.id
    loop
      outcome := private.place_standing_delivery(standing, placing_day);
      if outcome is not null then
        outcomes := outcomes || jsonb_build_object(outcome, coalesce((outcomes ->> outcome)::int, 0) + 1);
      end if;
    end loop;
  end if;
  return jsonb_build_object('reminders', reminders, 'delivery_date', placing_day, 'runs', outcomes);
end;
$$;
comment on function public.run_standing_order_schedule(timestamptz) is
  'Service role / pg_cron: queues the standing-order reminders and places the standing orders due before the next cut-off. as_of moves the clock for tests. See the migration header.';
revoke all on function public.run_standing_order_schedule(timestamptz) from public, anon, authenticated;
grant execute on function public.run_standing_order_schedule(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- E-mails, sent by order-follow-up like the order e-mails (claim, then finish).

create function public.claim_standing_order_mails(max_count integer default 20)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
begin
  with picked as (
    select m.id from private.standing_order_mails m
    where m.sent_at is null and m.attempts < 5
      and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes')
    order by m.id
    limit least(greatest(coalesce(claim_standing_order_mails.max_count, 20), 1), 100)
    for update skip locked
  ), taken as (
    update private.standing_order_mails m
      set claimed_at = now(), attempts = m.attempts + 1
      from picked
      where m.id = picked.id
      returning m.id, m.standing_order_id, m.delivery_date, m.kind
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', t.id,
      'kind', t.kind,
      'delivery_date', t.delivery_date,
      'cutoff_time', to_char(coalesce((select st.order_cutoff_time from public.shop_settings st limit 1), '14:00'::time), 'HH24:MI'),
      'customer_email', coalesce(p.email, u.email),
      'customer_name', coalesce(p.company_name, p.full_name),
      'message', r.message,
      'lines', (select coalesce(jsonb_agg(jsonb_build_object('name', pr.name, 'quantity', (l ->> 'quantity')::int)
                                          order by pr.name), '[]'::jsonb)
                from jsonb_array_elements(private.standing_lines_for(t.standing_order_id, t.delivery_date)) l
                join public.products pr on pr.id = (l ->> 'product_id')::uuid)
    ) order by t.id), '[]'::jsonb)
    into claimed
    from taken t
    join public.standing_orders s on s.id = t.standing_order_id
    join public.profiles p on p.id = s.user_id
    left join auth.users u on u.id = s.user_id
    left join public.standing_order_runs r on r.standing_order_id = t.standing_order_id and r.delivery_date = t.delivery_date;
  return claimed;
end;
$$;
revoke all on function public.claim_standing_order_mails(integer) from public, anon, authenticated;
grant execute on function public.claim_standing_order_mails(integer) to service_role;

create function public.finish_standing_order_mail(mail_id bigint, sent boolean)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.standing_order_mails m
    set sent_at = case when finish_standing_order_mail.sent then now() end,
        claimed_at = case when finish_standing_order_mail.sent then m.claimed_at end
    where m.id = finish_standing_order_mail.mail_id;
$$;
revoke all on function public.finish_standing_order_mail(bigint, boolean) from public, anon, authenticated;
grant execute on function public.finish_standing_order_mail(bigint, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The schedule on pg_cron (hosted) or the local stack's stand-in, as migration 20261126100300.
do $migration$
begin
  if to_regnamespace('cron') is null then
    raise notice 'pg_cron is not available: standing orders are placed only when run_standing_order_schedule() is called';
    return;
  end if;
  perform cron.schedule('standing-orders', '* * * * *', 'select public.run_standing_order_schedule()');
end;
$migration$;
