-- What an account owes is what it was invoiced less what its credit notes gave back (issues 36
-- and 37, decisions 015 and 018). A TD04 for packs returned or refused on an order not yet paid
-- lowers the amount still due on it: the open balance the credit limit is checked against, the
-- overdue total, and each statement row (new field amount_due; 0 once paid). Before, they all
-- counted the order's whole total, so a restaurant that returned half a delivery still "owed" it
-- and could be refused an order for credit it had.
--
-- * private.credited_total(order): the sum of the order's credit notes that are not void — the
--   total alone, without private.credited_so_far's per-item breakdown, which is built from each
--   note's content and is too heavy to run for every row of a list.
-- * private.open_credit_of and private.credit_summary (migration 20261201000200) count it.
-- * public.account_statement (migration 20261202000500) gives amount_due per row, and a row its
--   credit notes cover is not overdue; the rest as it was. An order they cover no longer counts
--   as open (credit, the private customers' cash-order slots).
-- * public.admin_overdue_accounts ("Scaduti") sums what is due, and leaves out orders whose
--   credit notes cover them; public.run_payment_reminders (both migration 20261201000200) asks
--   for the amount still due (the e-mail's `total`) and sends nothing when none is;
--   public.admin_payment_summary (migration 20261126100100) counts what is still to arrive.

create function private.credited_total(p_order_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(c.total), 0)
  from public.invoices c
  where c.document_type = 'TD04' and c.order_id = p_order_id and c.sdi_status <> 'void';
$$;
revoke all on function private.credited_total(uuid) from public, anon, authenticated;

create or replace function private.open_credit_of(customer uuid)
returns table (open_balance numeric, open_orders integer, open_cash_orders integer)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(o.due), 0), count(*)::integer,
    (count(*) filter (where o.payment_method = 'cash_on_delivery'))::integer
  from (
    select o.payment_method, greatest(o.total - private.credited_total(o.id), 0) as due
    from public.orders o
    where o.user_id = open_credit_of.customer and o.payment_status = 'pending' and o.status <> 'cancelled'
      and o.payment_method in ('bank_transfer', 'cash_on_delivery')
  ) o
  -- An order its credit notes cover is no longer open: it holds no credit and no cash slot.
  where o.due > 0;
$$;

create or replace function private.credit_summary(customer uuid)
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
        select sum(greatest(o.total - private.credited_total(o.id), 0)) from public.orders o
        where o.user_id = b.customer_id and o.payment_status = 'pending' and o.status <> 'cancelled'
          and o.payment_method in ('bank_transfer', 'cash_on_delivery')
          and o.payment_due_on < (now() at time zone 'Europe/Rome')::date), 0))
  from public.business_accounts b
  cross join lateral private.open_credit_of(b.customer_id) c
  where b.customer_id = credit_summary.customer;
$$;

create or replace function public.account_statement(p_customer_id uuid default null, p_from date default null, p_to date default null)
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
            'total', o.total, 'amount_due', o.amount_due,
            'due_on', o.payment_due_on, 'paid_on', o.payment_received_on,
            'overdue', o.amount_due > 0 and o.payment_due_on < today,
            'days_overdue', case when o.amount_due > 0 and o.payment_due_on < today
                                 then today - o.payment_due_on else 0 end,
            'invoice', (select jsonb_build_object('id', i.id, 'number', i.number, 'year', i.year,
                          'issued_on', i.issued_on, 'document_type', i.document_type,
                          'label', private.fiscal_document_label(i.series, i.year, i.number))
                        from private.invoice_orders io join public.invoices i on i.id = io.invoice_id
                        where io.order_id = o.id),
            'credit_notes', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'issued_on', c.issued_on,
                          'total', c.total, 'label', private.fiscal_document_label(c.series, c.year, c.number))
                          order by c.issued_on, c.number)
                        from public.invoices c
                        where c.document_type = 'TD04' and c.order_id = o.id and c.sdi_status <> 'void'), '[]'::jsonb))
          order by o.payment_due_on, o.order_number)
        from (
          select o.*, case when o.payment_status = 'pending'
                           then greatest(o.total - private.credited_total(o.id), 0) else 0 end as amount_due
          from public.orders o
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


create or replace function public.admin_overdue_accounts()
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
      select o.user_id, sum(o.amount_due) as overdue_total, count(*)::integer as overdue_orders,
        min(o.payment_due_on) as oldest_due_on
      from (
        select o.user_id, o.payment_due_on, greatest(o.total - private.credited_total(o.id), 0) as amount_due
        from public.orders o
        where o.payment_status = 'pending' and o.status <> 'cancelled'
          and o.payment_method in ('bank_transfer', 'cash_on_delivery')
          and o.payment_due_on < today and o.user_id is not null
      ) o
      where o.amount_due > 0
      group by o.user_id
      order by sum(o.amount_due) desc
      limit 200
    ) t
    join public.profiles p on p.id = t.user_id), '[]');
end;
$$;

create or replace function public.run_payment_reminders(as_of timestamptz default now())
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
    select o.* from (
      select o.id, o.user_id, o.order_number, greatest(o.total - private.credited_total(o.id), 0) as total,
        o.payment_due_on,
        case when o.payment_due_on < today then 'payment_overdue' else 'payment_due_soon' end as kind
      from public.orders o
      where o.payment_status = 'pending' and o.status <> 'cancelled' and o.payment_method = 'bank_transfer'
        and o.user_id is not null
        and (o.payment_due_on between today and today + 3 or o.payment_due_on between today - 7 and today - 1)
    ) o
    -- Nothing left to pay once credit notes cover the order: no reminder.
    where o.total > 0
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

create or replace function public.admin_payment_summary()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz := now() - interval '30 days';
begin
  perform private.require_admin();
  return jsonb_build_object(
    'awaiting', coalesce((
      select jsonb_agg(jsonb_build_object('payment_method', w.payment_method, 'orders', w.orders, 'total', w.total)
        order by w.payment_method)
      from (
        select o.payment_method, count(*) as orders, sum(o.due) as total
        from (
          select o.payment_method, greatest(o.total - private.credited_total(o.id), 0) as due
          from public.orders o
          where o.payment_status in ('pending', 'failed') and o.status <> 'cancelled'
        ) o
        where o.due > 0
        group by o.payment_method
      ) w
    ), '[]'::jsonb),
    'paid_last_30_days', (
      select jsonb_build_object('orders', count(*), 'total', coalesce(sum(o.total), 0))
      from public.orders o
      where o.payment_status = 'paid' and o.paid_at >= since
    )
  );
end;
$$;
