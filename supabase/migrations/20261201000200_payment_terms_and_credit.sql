-- Payment terms, credit and the statement (issue 36, docs/decisions/015-business-accounts.md).
--
-- * An order paid later carries its terms and due date: orders.payment_terms /
--   payment_term_days are a snapshot of the business's terms when it was placed, and
--   orders.payment_due_on follows them from the delivery date (private.payment_due_on):
--     immediate            the delivery day (rimessa diretta; cash on delivery is always this)
--     days_after_delivery  delivery + N days, N ≤ 30
--     end_of_month         the last day of the delivery's month + N days, N ≤ 30
--   D.Lgs. 198/2021 art. 4 (perishable food) allows at most 30 days from the delivery, or from
--   the end of a delivery period of at most one month: every term above stays within it. Card
--   orders are paid before delivery and have no due date.
-- * The open balance of an account is what it has placed or received and not paid yet: its
--   bank-transfer and cash-on-delivery orders not cancelled with payment pending. A business's
--   credit limit bounds it (place_order, migration 20261201000300); a private customer may hold
--   at most shop_settings.max_open_cash_orders unpaid cash-on-delivery orders.
-- * public.account_statement: the estratto conto of an account (the business's owner and
--   accounting, or an admin); public.admin_overdue_accounts: the console's "Scaduti".
-- * public.run_payment_reminders(as_of): e-mails the owner and the accounting people three days
--   before a bank transfer falls due and the day after it is overdue (pg_cron, hourly).

alter table public.shop_settings
  add column max_open_cash_orders integer not null default 2 check (max_open_cash_orders between 1 and 20);
comment on column public.shop_settings.max_open_cash_orders is
  'How many cash-on-delivery orders a private customer may have placed and not yet paid (each holds stock until delivered).';

alter table public.orders
  add column payment_terms text check (payment_terms in ('immediate', 'days_after_delivery', 'end_of_month')),
  add column payment_term_days integer check (payment_term_days between 0 and 30),
  add column payment_due_on date;
comment on column public.orders.payment_terms is
  'Bank transfer / cash on delivery: the terms when the order was placed (immediate | days_after_delivery | end_of_month); NULL for card orders.';
comment on column public.orders.payment_due_on is
  'When the money is due: from the delivery date and the terms (private.payment_due_on); NULL for card orders.';

-- When money for a delivery on `delivery` is due under the given terms.
create function private.payment_due_on(terms text, days integer, delivery date)
returns date
language sql
immutable
set search_path = ''
as $$
  select case terms
    when 'immediate' then delivery
    when 'days_after_delivery' then delivery + days
    when 'end_of_month' then (date_trunc('month', delivery) + interval '1 month' - interval '1 day')::date + days
  end;
$$;
revoke all on function private.payment_due_on(text, integer, date) from public;
grant execute on function private.payment_due_on(text, integer, date) to anon, authenticated, service_role;

-- "Bonifico a 30 giorni fine mese": how the terms read on the screens, documents and e-mails.
create function private.payment_terms_label(terms text, days integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case terms
    when 'immediate' then 'Pagamento alla consegna'
    when 'days_after_delivery' then format('A %s giorni dalla consegna', days)
    when 'end_of_month' then case when days = 0 then 'A fine mese' else format('A %s giorni fine mese', days) end
  end;
$$;
revoke all on function private.payment_terms_label(text, integer) from public;
grant execute on function private.payment_terms_label(text, integer) to anon, authenticated, service_role;

-- Existing unpaid orders on credit get a due date: their delivery day.
update public.orders o
  set payment_terms = 'immediate', payment_term_days = 0, payment_due_on = o.delivery_date
  where o.payment_method in ('bank_transfer', 'cash_on_delivery');

-- A delivery moved by the bakery moves the due date with it.
create function private.follow_due_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.payment_terms is not null then
    new.payment_due_on := private.payment_due_on(new.payment_terms, new.payment_term_days, new.delivery_date);
  end if;
  return new;
end;
$$;
revoke all on function private.follow_due_date() from public, anon, authenticated;
create trigger orders_follow_due_date before insert or update of delivery_date, payment_terms, payment_term_days
  on public.orders for each row execute function private.follow_due_date();

-- The unpaid orders on credit, read per account and by due date.
create index orders_open_credit_idx on public.orders (user_id, payment_due_on)
  where payment_status = 'pending' and status <> 'cancelled' and payment_method in ('bank_transfer', 'cash_on_delivery');
create index orders_due_idx on public.orders (payment_due_on)
  where payment_status = 'pending' and status <> 'cancelled' and payment_method in ('bank_transfer', 'cash_on_delivery');

-- What an account has placed or received on credit and not paid: {open_balance, open_cash_orders}.
create function private.open_credit_of(customer uuid)
returns table (open_balance numeric, open_orders integer, open_cash_orders integer)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(o.total), 0), count(*)::integer,
    (count(*) filter (where o.payment_method = 'cash_on_delivery'))::integer
  from public.orders o
  where o.user_id = open_credit_of.customer and o.payment_status = 'pending' and o.status <> 'cancelled'
    and o.payment_method in ('bank_transfer', 'cash_on_delivery');
$$;
revoke all on function private.open_credit_of(uuid) from public, anon, authenticated;

-- The account's terms and credit as the screens show them; NULL for private customers.
create function private.credit_summary(customer uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
      'payment_terms', b.payment_terms,
      'payment_term_days', b.payment_term_days,
      'payment_terms_label', private.payment_terms_label(b.payment_terms, b.payment_term_days),
      'credit_limit', b.credit_limit,
      'open_balance', c.open_balance,
      'available_credit', greatest(b.credit_limit - c.open_balance, 0),
      'overdue_total', coalesce((
        select sum(o.total) from public.orders o
        where o.user_id = b.customer_id and o.payment_status = 'pending' and o.status <> 'cancelled'
          and o.payment_method in ('bank_transfer', 'cash_on_delivery')
          and o.payment_due_on < (now() at time zone 'Europe/Rome')::date), 0))
  from public.business_accounts b
  cross join lateral private.open_credit_of(b.customer_id) c
  where b.customer_id = credit_summary.customer;
$$;
revoke all on function private.credit_summary(uuid) from public, anon, authenticated;

-- The statement (estratto conto) of an account: its orders on credit — every unpaid one, and
-- those paid with a delivery in [from, to] (default the last 90 days) — with due dates, the
-- invoice when there is one, and the totals. p_customer_id: admins only; others get their own
-- account, if their role sees documents. Bounded to 1,000 rows.
create function public.account_statement(p_customer_id uuid default null, p_from date default null, p_to date default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Europe/Rome')::date;
  target uuid;
  period_from date := coalesce(p_from, today - 90);
  period_to date := coalesce(p_to, today + 60);
begin
  if p_customer_id is not null and (select private.is_admin()) then
    target := p_customer_id;
  else
    target := private.require_customer_for('documents');
  end if;
  if period_to < period_from or period_to - period_from > 732 then
    perform private.raise_order_error('invalid_period', 'at most two years', 'Scegli un periodo di al massimo due anni.');
  end if;
  return (
    select jsonb_build_object(
      'customer', jsonb_build_object('id', p.id, 'company_name', p.company_name, 'full_name', p.full_name,
        'vat_number', p.vat_number, 'tax_code', p.tax_code, 'email', p.email,
        'office', case when b.customer_id is not null then jsonb_build_object('street', b.office_street,
          'postal_code', b.office_postal_code, 'city', b.office_city, 'province', b.office_province) end),
      'credit', private.credit_summary(target),
      'today', today,
      'period', jsonb_build_object('from', period_from, 'to', period_to),
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object(
            'order_id', o.id, 'order_number', o.order_number,
            'ordered_on', (o.created_at at time zone 'Europe/Rome')::date,
            'delivery_date', o.delivery_date, 'status', o.status,
            'payment_method', o.payment_method, 'payment_status', o.payment_status,
            'total', o.total, 'due_on', o.payment_due_on, 'paid_on', o.payment_received_on,
            'overdue', o.payment_status = 'pending' and o.payment_due_on < today,
            'days_overdue', case when o.payment_status = 'pending' and o.payment_due_on < today
                                 then today - o.payment_due_on else 0 end,
            'invoice', (select jsonb_build_object('number', i.number, 'year', i.year, 'issued_on', i.issued_on)
                        from public.invoices i where i.order_id = o.id))
          order by o.payment_due_on, o.order_number)
        from (
          select o.* from public.orders o
          where o.user_id = target and o.payment_method in ('bank_transfer', 'cash_on_delivery')
            and o.status <> 'cancelled' and o.payment_status in ('pending', 'paid')
            and (o.payment_status = 'pending' or o.delivery_date between period_from and period_to)
          order by o.payment_due_on desc
          limit 1000
        ) o), '[]'))
    from public.profiles p
    left join public.business_accounts b on b.customer_id = p.id
    where p.id = target);
end;
$$;
revoke all on function public.account_statement(uuid, date, date) from public, anon;
grant execute on function public.account_statement(uuid, date, date) to authenticated;

-- Admins: the accounts with money overdue, most first ("Scaduti"). Bounded to 200 accounts.
create function public.admin_overdue_accounts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Europe/Rome')::date;
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'customer_id', t.user_id,
        'customer_name', coalesce(p.company_name, p.full_name, p.email),
        'email', p.email, 'customer_type', p.customer_type,
        'overdue_total', t.overdue_total, 'overdue_orders', t.overdue_orders,
        'oldest_due_on', t.oldest_due_on, 'days_overdue', today - t.oldest_due_on,
        'credit', private.credit_summary(t.user_id))
      order by t.overdue_total desc, t.oldest_due_on)
    from (
      select o.user_id, sum(o.total) as overdue_total, count(*)::integer as overdue_orders,
        min(o.payment_due_on) as oldest_due_on
      from public.orders o
      where o.payment_status = 'pending' and o.status <> 'cancelled'
        and o.payment_method in ('bank_transfer', 'cash_on_delivery')
        and o.payment_due_on < today and o.user_id is not null
      group by o.user_id
      order by sum(o.total) desc
      limit 200
    ) t
    join public.profiles p on p.id = t.user_id), '[]');
end;
$$;
revoke all on function public.admin_overdue_accounts() from public, anon;
grant execute on function public.admin_overdue_accounts() to authenticated;

-- The people of an account who hear about its payments: the owner and the accounting members
-- (a private customer: themselves).
create function private.payment_contacts(customer uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select payment_contacts.customer
  union
  select m.user_id from public.business_members m
  where m.business_id = payment_contacts.customer and m.role = 'accounting';
$$;
revoke all on function private.payment_contacts(uuid) from public, anon, authenticated;

-- Queues the payment reminders due at as_of (from 08:00 Rome): three days before a bank transfer
-- falls due, and once the day after its due date. Each at most once per order and person.
-- Returns how many e-mails were queued.
create function public.run_payment_reminders(as_of timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  local_time timestamp := run_payment_reminders.as_of at time zone 'Europe/Rome';
  today date := local_time::date;
  queued integer := 0;
  due record;
  person uuid;
begin
  if local_time::time < '08:00'::time then
    return 0;
  end if;
  for due in
    select o.id, o.user_id, o.order_number, o.total, o.payment_due_on,
      case when o.payment_due_on < today then 'payment_overdue' else 'payment_due_soon' end as kind
    from public.orders o
    where o.payment_status = 'pending' and o.status <> 'cancelled' and o.payment_method = 'bank_transfer'
      and o.user_id is not null
      and (o.payment_due_on between today and today + 3 or o.payment_due_on between today - 7 and today - 1)
    order by o.payment_due_on, o.id
  loop
    for person in select * from private.payment_contacts(due.user_id) loop
      if private.queue_account_mail(due.kind, person,
          jsonb_build_object('order_id', due.id, 'order_number', due.order_number, 'total', due.total,
            'due_on', due.payment_due_on, 'days_overdue', greatest(today - due.payment_due_on, 0)),
          format('%s:%s:%s', due.kind, due.id, person)) then
        queued := queued + 1;
      end if;
    end loop;
  end loop;
  return queued;
end;
$$;
comment on function public.run_payment_reminders(timestamptz) is
  'Service role / pg_cron: queues the e-mails three days before a bank transfer falls due and the day after it is overdue (each once per order and person). as_of moves the clock for tests.';
revoke all on function public.run_payment_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.run_payment_reminders(timestamptz) to service_role;

do $migration$
begin
  if to_regnamespace('cron') is null then
    raise notice 'pg_cron is not available: payment reminders are queued only when run_payment_reminders() is called';
    return;
  end if;
  perform cron.schedule('payment-reminders', '7 * * * *', 'select public.run_payment_reminders()');
end;
$migration$;
