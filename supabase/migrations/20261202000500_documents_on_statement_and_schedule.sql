-- Documents where the customer and the bakery look for them (issue 37,
-- docs/decisions/018-fiscal-documents.md), and the scheduled invoicing run.
--
-- * account_statement (migration 20261201000200) names, per order, the standing invoice that
--   covers it (a TD01 or a month's TD24) and its credit notes: the same function with those two
--   fields changed, the rest as it was.
-- * order_documents(order): the delivery note, the invoice and the credit notes of one order,
--   for the order's page (admins; the account's owner and Amministrazione; a private customer).
-- * pg_cron job issue-invoices, every hour at :17: POST /functions/v1/invoices {run:
--   'scheduled'}, which issues what public.invoicing_due lists (TD01 after payment or dispatch,
--   the TD24 of the month just ended from the 1st, TD04 after refunds), each validated before
--   it is numbered. It needs the Vault secrets of order-follow-up (README).

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
            'total', o.total, 'due_on', o.payment_due_on, 'paid_on', o.payment_received_on,
            'overdue', o.payment_status = 'pending' and o.payment_due_on < today,
            'days_overdue', case when o.payment_status = 'pending' and o.payment_due_on < today
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

-- The documents of one order. Errors: order_not_found (also for a caller who may not see them).
create function public.order_documents(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.id is null or (select auth.uid()) is null or not (
    (select private.is_admin())
    or v_order.user_id = private.customer_for('documents')
    or v_order.user_id = (select auth.uid())
  ) then
    perform private.raise_order_error('order_not_found', 'no such order for the caller', 'Ordine non trovato.');
  end if;
  return jsonb_build_object(
    'delivery_note', (select jsonb_build_object('id', n.id, 'number', n.number, 'year', n.year,
        'issued_on', n.issued_on, 'transport_started_at', n.transport_started_at, 'cancelled', n.cancelled_at is not null)
      from public.delivery_notes n where n.order_id = v_order.id),
    'invoice', (select private.fiscal_document_json(i) - 'content'
      from private.invoice_orders io join public.invoices i on i.id = io.invoice_id
      where io.order_id = v_order.id),
    'credit_notes', coalesce((select jsonb_agg(private.fiscal_document_json(c) - 'content' order by c.issued_on, c.number)
      from public.invoices c where c.document_type = 'TD04' and c.order_id = v_order.id and c.sdi_status <> 'void'), '[]'::jsonb),
    'voided', coalesce((select jsonb_agg(private.fiscal_document_json(v) - 'content' order by v.issued_on, v.number)
      from public.invoices v where v.sdi_status = 'void' and (v.order_id = v_order.id
        or v.content -> 'orders' @> jsonb_build_array(jsonb_build_object('order_id', v_order.id)))), '[]'::jsonb));
end;
$$;
comment on function public.order_documents(uuid) is
  'The delivery note, the standing invoice (TD01 or TD24), the credit notes and any voided documents of an order, for admins and whoever may see the account''s documents.';
revoke all on function public.order_documents(uuid) from public, anon;
grant execute on function public.order_documents(uuid) to authenticated;

do $migration$
begin
  if to_regnamespace('cron') is null or to_regnamespace('net') is null or to_regnamespace('vault') is null then
    raise notice 'pg_cron, pg_net or Vault is not available: invoices are issued when an admin asks';
    return;
  end if;
  perform cron.schedule(
    'issue-invoices',
    '17 * * * *',
    $job$
      select net.http_post(
        url := url.decrypted_secret || '/functions/v1/invoices',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || secret_key.decrypted_secret),
        body := '{"run": "scheduled"}'::jsonb,
        timeout_milliseconds := 60000
      )
      from vault.decrypted_secrets url, vault.decrypted_secrets secret_key
      where url.name = 'project_url' and secret_key.name = 'order_follow_up_key'
    $job$
  );
end;
$migration$;
