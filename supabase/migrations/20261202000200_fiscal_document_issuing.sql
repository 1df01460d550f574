-- Issuing invoices, deferred invoices and credit notes (issue 37, docs/decisions/018-fiscal-documents.md).
--
-- A number is spent only for a document whose XML is known to be valid: the `invoices`
-- function asks for a draft (public.fiscal_document_draft: what the document would state, with
-- a fingerprint of it), builds the XML with a placeholder number, validates it against the
-- FatturaPA 1.2.3 schema and the SdI's arithmetic, and only then asks
-- public.issue_fiscal_document (service role only) to issue it with that fingerprint. The issue
-- locks the orders, drafts again, and refuses (document_changed) if anything differs from what
-- was validated; otherwise it takes the number, stores the document and its first file name in
-- one transaction. A draft that fails validation spends nothing.
--
-- Requests (jsonb):
--   {type: 'TD01', order_id}                    an order's immediate invoice
--   {type: 'TD24', customer_id, month: 'YYYY-MM-01', as_of?}  a business's deferred invoice of
--       a month (as_of: the scheduled run's clock, honoured for the service role only)
--   {type: 'TD04', order_id, reason, lines?: [{item_id, packs}], shipping?: boolean, description?}
--       a credit note for the order's invoice: everything not credited yet when lines is
--       absent, else those packs (and the shipping when asked). reason: refund | return | cancellation.
--
-- What each document says and when (the rules are in decision 018, with what the accountant
-- confirms):
--   TD01  an order with invoice data (a business, or a private buyer who asked with a codice
--         fiscale): a card order once paid, dated the payment day (DPR 633/72 art. 6 c.4); any
--         other once shipped, dated the day the goods left (its delivery note). Not for the
--         non-card orders of a business invoiced monthly.
--   TD24  a business's orders shipped in a month (not card) with their delivery notes, dated on
--         the month's last delivery note (art. 21 c.4 a; Circ. 14/E/2019), so its VAT belongs to
--         the month of the deliveries; only once the month is over.
--   TD04  dated the day it is issued, correcting the standing invoice that covers the order.

-- ---------------------------------------------------------------------------------------------
-- Snapshots.

/** How a document number is written: 12/2026, FD-3/2026, NC-2/2026. */
create function private.fiscal_document_label(series text, year integer, number integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case series
    when 'invoice' then format('%s/%s', number, year)
    when 'deferred_invoice' then format('FD-%s/%s', number, year)
    when 'credit_note' then format('NC-%s/%s', number, year)
  end;
$$;
revoke all on function private.fiscal_document_label(text, integer, integer) from public;
grant execute on function private.fiscal_document_label(text, integer, integer) to authenticated, service_role;

/** The seller as the documents state it: the shop's legal data now. */
create function private.fiscal_seller()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'company_name', s.company_name, 'street_address', s.street_address,
    'postal_code', s.postal_code, 'city', s.city, 'province', s.province,
    'vat_number', s.vat_number, 'tax_code', s.tax_code, 'rea', s.rea,
    'share_capital', s.share_capital, 'tax_regime', s.tax_regime, 'email', s.email,
    'phone', s.phone, 'pec', s.pec, 'iban', s.iban, 'bank_name', s.bank_name,
    'payment_days', s.invoice_payment_days)
  from public.shop_settings s
  limit 1;
$$;
revoke all on function private.fiscal_seller() from public, anon, authenticated;

/** A delivery address as an invoice's Sede. */
create function private.address_as_seat(address jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('street', address ->> 'street', 'postal_code', address ->> 'postal_code',
    'city', address ->> 'city', 'province', address ->> 'province', 'country', 'IT');
$$;
revoke all on function private.address_as_seat(jsonb) from public, anon, authenticated;

/**
 * The buyer of an order's invoice, from the invoice data it was placed with: a business with
 * its registered office (orders placed before the office was known: the delivery address), or a
 * private buyer by name and codice fiscale at the delivery address (the shop knows no other).
 */
create function private.order_invoice_buyer(p_order public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when p_order.invoice_data ->> 'customer_type' = 'business' then jsonb_build_object(
      'customer_type', 'business',
      'name', p_order.invoice_data ->> 'company_name',
      'vat_number', p_order.invoice_data ->> 'vat_number',
      'tax_code', p_order.invoice_data ->> 'tax_code',
      'sdi_code', p_order.invoice_data ->> 'sdi_code',
      'pec', p_order.invoice_data ->> 'pec',
      'address', coalesce(p_order.invoice_data -> 'registered_office', private.address_as_seat(p_order.delivery_address)),
      'address_is_office', p_order.invoice_data ? 'registered_office')
    else jsonb_build_object(
      'customer_type', 'private',
      'name', coalesce(p_order.customer_name, p_order.delivery_address ->> 'recipient'),
      'vat_number', null,
      'tax_code', p_order.invoice_data ->> 'tax_code',
      'sdi_code', p_order.invoice_data ->> 'sdi_code',
      'pec', p_order.invoice_data ->> 'pec',
      'address', private.address_as_seat(p_order.delivery_address),
      'address_is_office', false) end;
$$;
revoke all on function private.order_invoice_buyer(public.orders) from public, anon, authenticated;

/** A business as the buyer of its deferred invoice: its approved data and registered office now. */
create function private.account_invoice_buyer(customer uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'customer_type', 'business', 'name', p.company_name, 'vat_number', p.vat_number,
    'tax_code', p.tax_code, 'sdi_code', p.sdi_code, 'pec', p.pec,
    'address', jsonb_build_object('street', b.office_street, 'postal_code', b.office_postal_code,
      'city', b.office_city, 'province', b.office_province, 'country', 'IT'),
    'address_is_office', true)
  from public.profiles p join public.business_accounts b on b.customer_id = p.id
  where p.id = customer;
$$;
revoke all on function private.account_invoice_buyer(uuid) from public, anon, authenticated;

/** An order as a document lists it: amounts, terms, its delivery note and its lines. */
create function private.invoice_order_entry(p_order public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', p_order.id,
    'order_number', p_order.order_number,
    'ordered_on', (p_order.created_at at time zone 'Europe/Rome')::date,
    'delivery_date', p_order.delivery_date,
    'payment_method', p_order.payment_method,
    'payment_due_on', p_order.payment_due_on,
    'subtotal', p_order.subtotal,
    'discount', p_order.discount,
    'shipping', p_order.shipping,
    'total', p_order.total,
    'delivery_note', (
      select jsonb_build_object('number', n.number, 'year', n.year, 'issued_on', n.issued_on)
      from public.delivery_notes n where n.order_id = p_order.id and n.cancelled_at is null),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
          'item_id', i.id, 'product_name', i.product_name, 'quantity', i.quantity,
          'line_total', i.line_total, 'vat_rate', i.vat_rate) order by i.line_number, i.id)
      from public.order_items i where i.order_id = p_order.id), '[]'::jsonb));
$$;
revoke all on function private.invoice_order_entry(public.orders) from public, anon, authenticated;

/**
 * When an order's sale took place for VAT: a card order on the day it was paid (payment before
 * delivery, DPR 633/72 art. 6 c.4), any other on the day its goods left (its delivery note, or
 * its move to shipped); NULL while neither happened.
 */
create function private.invoice_operation_date(p_order public.orders)
returns date
language sql
stable
set search_path = ''
as $$
  select case when p_order.payment_method = 'card' then
      case when p_order.payment_status in ('paid', 'refunded') then (p_order.paid_at at time zone 'Europe/Rome')::date end
    when p_order.status in ('shipped', 'delivered') then coalesce(
      (select n.issued_on from public.delivery_notes n where n.order_id = p_order.id and n.cancelled_at is null),
      (select (h.changed_at at time zone 'Europe/Rome')::date from public.order_status_history h
        where h.order_id = p_order.id and h.to_status = 'shipped' order by h.changed_at limit 1),
      p_order.delivery_date)
  end;
$$;
revoke all on function private.invoice_operation_date(public.orders) from public, anon, authenticated;

/** The standing invoice (TD01/TD24, not void) that covers an order, if any. */
create function private.standing_invoice_of(order_id uuid)
returns public.invoices
language sql
stable
set search_path = ''
as $$
  select i.* from private.invoice_orders io join public.invoices i on i.id = io.invoice_id
  where io.order_id = standing_invoice_of.order_id and i.sdi_status <> 'void';
$$;
revoke all on function private.standing_invoice_of(uuid) from public, anon, authenticated;

/** An issued document as the API returns it, with its label. */
create function private.fiscal_document_json(invoice public.invoices)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(invoice) || jsonb_build_object(
    'label', private.fiscal_document_label(invoice.series, invoice.year, invoice.number));
$$;
revoke all on function private.fiscal_document_json(public.invoices) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Drafts: what a document would state. Nothing is written.

create function private.draft_result(
  document_type text, series text, issued_on date, customer_id uuid, order_id uuid,
  order_ids uuid[], corrects_invoice_id uuid, period_month date, total numeric, content jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'document_type', document_type, 'series', series, 'issued_on', issued_on,
    'year', extract(year from issued_on)::integer, 'customer_id', customer_id,
    'order_id', order_id, 'order_ids', to_jsonb(order_ids),
    'corrects_invoice_id', corrects_invoice_id, 'period_month', period_month, 'total', total,
    'content', content, 'existing', null,
    -- What the XML is built from: the same fingerprint means the same document.
    'fingerprint', md5(jsonb_build_array(document_type, issued_on, total, content)::text));
$$;
revoke all on function private.draft_result(text, text, date, uuid, uuid, uuid[], uuid, date, numeric, jsonb)
  from public, anon, authenticated;

create function private.immediate_invoice_draft(p_order_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_order public.orders;
  v_existing public.invoices;
  v_date date;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.id is null then
    perform private.raise_order_error('order_not_found', 'no such order', 'Ordine non trovato.');
  end if;
  v_existing := private.standing_invoice_of(v_order.id);
  if v_existing.id is not null then
    return jsonb_build_object('existing', private.fiscal_document_json(v_existing));
  end if;
  if v_order.invoice_data is null then
    perform private.raise_order_error('no_invoice_requested', 'the order has no invoice data',
      'Per questo ordine il cliente non ha chiesto la fattura.');
  end if;
  if v_order.status = 'cancelled' then
    perform private.raise_order_error('order_cancelled', 'the order is cancelled',
      'L''ordine è annullato: non si fattura.');
  end if;
  if v_order.payment_method <> 'card' and exists (
      select 1 from public.business_accounts b
      where b.customer_id = v_order.user_id and b.invoicing_mode = 'monthly') then
    perform private.raise_order_error('invoiced_monthly', 'the business is invoiced monthly',
      'Questo cliente riceve una fattura differita a fine mese: l''ordine entrerà nella fattura del mese della consegna.');
  end if;
  v_date := private.invoice_operation_date(v_order);
  if v_date is null then
    perform private.raise_order_error('invoice_not_ready', format('order %s is %s, payment %s',
        v_order.order_number, v_order.status, v_order.payment_status),
      case when v_order.payment_method = 'card'
        then 'La fattura si emette quando il pagamento con carta è arrivato.'
        else 'La fattura si emette quando la merce parte (ordine spedito).' end);
  end if;
  return private.draft_result('TD01', 'invoice', v_date, v_order.user_id, v_order.id,
    array[v_order.id], null, null, v_order.total,
    jsonb_build_object(
      'seller', private.fiscal_seller(),
      'buyer', private.order_invoice_buyer(v_order),
      'orders', jsonb_build_array(private.invoice_order_entry(v_order))));
end;
$$;
revoke all on function private.immediate_invoice_draft(uuid) from public, anon, authenticated;

/** The orders a deferred invoice of `month` lists: shipped, not by card, with a note that month. */
create function private.deferred_invoice_orders(customer uuid, month date)
returns setof public.orders
language sql
stable
set search_path = ''
as $$
  select o.* from public.orders o
  join public.delivery_notes n on n.order_id = o.id and n.cancelled_at is null
  where o.user_id = customer and o.status in ('shipped', 'delivered') and o.payment_method <> 'card'
    and n.issued_on >= month and n.issued_on < (month + interval '1 month')::date
    and not exists (select 1 from private.invoice_orders io where io.order_id = o.id)
  order by n.issued_on, n.year, n.number;
$$;
revoke all on function private.deferred_invoice_orders(uuid, date) from public, anon, authenticated;

create function private.deferred_invoice_draft(p_customer_id uuid, p_month date, p_as_of timestamptz)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  -- The scheduled run may move the clock (as the standing-order and reminder jobs do, for
  -- tests); nobody else can.
  v_today date := (case when coalesce((select auth.jwt()) ->> 'role', '') = 'service_role'
                     then coalesce(p_as_of, now()) else now() end at time zone 'Europe/Rome')::date;
  v_existing public.invoices;
  v_buyer jsonb := private.account_invoice_buyer(p_customer_id);
  v_orders jsonb;
  v_ids uuid[];
  v_total numeric;
  v_last date;
begin
  if v_buyer is null then
    perform private.raise_order_error('business_only', 'not a business account',
      'La fattura differita è per i clienti business.');
  end if;
  if v_month is null or v_month >= date_trunc('month', v_today)::date then
    perform private.raise_order_error('month_not_over', 'the month is not over',
      'La fattura differita di un mese si emette quando il mese è finito.');
  end if;
  select * into v_existing from public.invoices i
    where i.customer_id = p_customer_id and i.period_month = v_month and i.document_type = 'TD24'
      and i.sdi_status <> 'void';
  if v_existing.id is not null then
    return jsonb_build_object('existing', private.fiscal_document_json(v_existing));
  end if;
  select jsonb_agg(private.invoice_order_entry(o)), array_agg(o.id), sum(o.total),
      max((select n.issued_on from public.delivery_notes n where n.order_id = o.id))
    into v_orders, v_ids, v_total, v_last
    from private.deferred_invoice_orders(p_customer_id, v_month) o;
  if v_ids is null then
    perform private.raise_order_error('nothing_to_invoice', 'no delivery notes to invoice that month',
      'In quel mese non ci sono consegne da fatturare per questo cliente.');
  end if;
  return private.draft_result('TD24', 'deferred_invoice', v_last, p_customer_id, null, v_ids,
    null, v_month, v_total,
    jsonb_build_object('seller', private.fiscal_seller(), 'buyer', v_buyer, 'orders', v_orders,
      'period', jsonb_build_object('month', v_month)));
end;
$$;
revoke all on function private.deferred_invoice_draft(uuid, date, timestamptz) from public, anon, authenticated;

/** What the standing credit notes of an order already credited: per item the packs, the shipping, the total. */
create function private.credited_so_far(order_id uuid)
returns table (item_packs jsonb, shipping_credited boolean, total numeric)
language sql
stable
set search_path = ''
as $$
  select
    coalesce((select jsonb_object_agg(item_id, packs) from (
        select l ->> 'item_id' as item_id, sum((l ->> 'quantity')::integer) as packs
        from public.invoices c, jsonb_array_elements(c.content -> 'orders' -> 0 -> 'lines') l
        where c.document_type = 'TD04' and c.order_id = credited_so_far.order_id and c.sdi_status <> 'void'
        group by l ->> 'item_id') items), '{}'::jsonb),
    coalesce(bool_or((c.content -> 'orders' -> 0 ->> 'shipping')::numeric > 0), false),
    coalesce(sum(c.total), 0)
  from public.invoices c
  where c.document_type = 'TD04' and c.order_id = credited_so_far.order_id and c.sdi_status <> 'void';
$$;
revoke all on function private.credited_so_far(uuid) from public, anon, authenticated;

/** Whether an order's standing credit notes leave packs or shipping still to credit. */
create function private.has_something_to_credit(p_order public.orders)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (p_order.shipping > 0 and not c.shipping_credited)
    or exists (select 1 from public.order_items i
               where i.order_id = p_order.id and i.quantity > coalesce((c.item_packs ->> i.id::text)::integer, 0))
  from private.credited_so_far(p_order.id) c;
$$;
revoke all on function private.has_something_to_credit(public.orders) from public, anon, authenticated;

create function private.credit_note_draft(p_request jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_order public.orders;
  v_invoice public.invoices;
  v_reason text := p_request ->> 'reason';
  v_description text := private.clean_text(p_request ->> 'description');
  v_today date := (now() at time zone 'Europe/Rome')::date;
  v_done record;
  v_entry jsonb;
  v_lines jsonb := '[]'::jsonb;
  v_shipping numeric := 0;
  v_total numeric;
  v_item public.order_items;
  v_asked jsonb;
  v_packs integer;
  v_left integer;
  v_goods_share numeric;
  v_all_left boolean;
  v_residue numeric;
  v_last integer;
begin
  if v_reason is null or v_reason not in ('refund', 'return', 'cancellation') then
    perform private.raise_order_error('invalid_request', 'reason: refund, return or cancellation',
      'Indica il motivo della nota di credito: rimborso, reso o annullamento.');
  end if;
  if char_length(v_description) > 500 then
    perform private.raise_order_error('invalid_request', 'description: at most 500 characters',
      'La descrizione può avere al massimo 500 caratteri.');
  end if;
  select * into v_order from public.orders o where o.id = (p_request ->> 'order_id')::uuid;
  if v_order.id is null then
    perform private.raise_order_error('order_not_found', 'no such order', 'Ordine non trovato.');
  end if;
  v_invoice := private.standing_invoice_of(v_order.id);
  if v_invoice.id is null then
    perform private.raise_order_error('not_invoiced', 'the order has no invoice',
      'L''ordine non è stato fatturato: non serve una nota di credito.');
  end if;
  if v_invoice.sdi_status = 'rejected' then
    perform private.raise_order_error('invoice_rejected', 'the invoice was rejected by the SdI',
      'La fattura è stata scartata dallo SdI e non risulta emessa: correggila e inviala di nuovo invece di stornarla.');
  end if;
  select * into v_done from private.credited_so_far(v_order.id);
  v_entry := private.invoice_order_entry(v_order);

  if p_request -> 'lines' is null and v_done.total = 0 then
    -- Everything: the order exactly as it was invoiced.
    v_lines := v_entry -> 'lines';
    v_shipping := v_order.shipping;
    v_total := v_order.total;
    v_entry := v_entry || jsonb_build_object('lines', v_lines, 'discount', v_order.discount,
      'shipping', v_shipping, 'total', v_total);
  else
    -- Packs of some lines (all those left when no lines are given), each at its share of the
    -- goods after the order's discount. When what is left is credited whole, the last line takes
    -- the rounding so that the credit notes add up to the order's total exactly.
    v_goods_share := case when v_order.subtotal > 0 then (v_order.subtotal - v_order.discount) / v_order.subtotal else 0 end;
    v_all_left := true;
    for v_item in select * from public.order_items i where i.order_id = v_order.id order by i.line_number, i.id loop
      v_left := v_item.quantity - coalesce((v_done.item_packs ->> v_item.id::text)::integer, 0);
      if p_request -> 'lines' is null then
        v_packs := v_left;
      else
        select a into v_asked from jsonb_array_elements(p_request -> 'lines') a where a ->> 'item_id' = v_item.id::text;
        v_packs := coalesce((v_asked ->> 'packs')::integer, 0);
      end if;
      if v_packs < 0 or v_packs > v_left then
        perform private.raise_order_error('credit_exceeds_invoice', format('%s: %s packs asked, %s left', v_item.product_name, v_packs, v_left),
          format('Per %s si possono stornare al massimo %s.', v_item.product_name,
            private.italian_count(v_left, 'confezione', 'confezioni')));
      end if;
      v_all_left := v_all_left and v_packs = v_left;
      if v_packs > 0 then
        v_lines := v_lines || jsonb_build_array(jsonb_build_object(
          'item_id', v_item.id, 'product_name', v_item.product_name, 'quantity', v_packs,
          'line_total', round(v_item.line_total * v_packs / v_item.quantity * v_goods_share, 2),
          'vat_rate', v_item.vat_rate));
      end if;
    end loop;
    if (p_request -> 'lines' is null or coalesce((p_request ->> 'shipping')::boolean, false))
        and v_order.shipping > 0 and not v_done.shipping_credited then
      v_shipping := v_order.shipping;
    end if;
    v_all_left := v_all_left and (v_shipping > 0 or v_order.shipping = 0 or v_done.shipping_credited);
    if jsonb_array_length(v_lines) = 0 and v_shipping = 0 then
      perform private.raise_order_error('nothing_to_credit', 'nothing to credit',
        'Scegli almeno una confezione da stornare.');
    end if;
    v_total := coalesce((select sum((l ->> 'line_total')::numeric) from jsonb_array_elements(v_lines) l), 0) + v_shipping;
    if v_all_left and jsonb_array_length(v_lines) > 0 then
      v_residue := (v_order.total - v_done.total) - v_total;
      v_last := jsonb_array_length(v_lines) - 1;
      if (v_lines -> v_last ->> 'line_total')::numeric + v_residue >= 0 then
        v_lines := jsonb_set(v_lines, array[v_last::text, 'line_total'],
          to_jsonb((v_lines -> v_last ->> 'line_total')::numeric + v_residue));
        v_total := v_total + v_residue;
      end if;
    end if;
    if v_done.total + v_total > v_order.total then
      perform private.raise_order_error('credit_exceeds_invoice', 'more than the order''s total',
        'Le note di credito supererebbero l''importo fatturato per questo ordine.');
    end if;
    v_entry := v_entry || jsonb_build_object('lines', v_lines, 'subtotal', v_total - v_shipping,
      'discount', 0, 'shipping', v_shipping, 'total', v_total);
  end if;

  return private.draft_result('TD04', 'credit_note', v_today, v_invoice.customer_id, v_order.id,
    array[v_order.id], v_invoice.id, null, v_total,
    jsonb_build_object(
      'seller', private.fiscal_seller(),
      'buyer', v_invoice.content -> 'buyer',
      'orders', jsonb_build_array(v_entry),
      'credit', jsonb_build_object(
        'reason', v_reason,
        'description', v_description,
        'corrects', jsonb_build_object(
          'document_type', v_invoice.document_type,
          'label', private.fiscal_document_label(v_invoice.series, v_invoice.year, v_invoice.number),
          'issued_on', v_invoice.issued_on))));
end;
$$;
revoke all on function private.credit_note_draft(jsonb) from public, anon, authenticated;

create function private.fiscal_document_draft(p_request jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_request is null or jsonb_typeof(p_request) <> 'object' then
    perform private.raise_order_error('invalid_request', 'an object is expected', 'Richiesta non valida.');
  end if;
  begin
    case p_request ->> 'type'
      when 'TD01' then
        return private.immediate_invoice_draft((p_request ->> 'order_id')::uuid);
      when 'TD24' then
        return private.deferred_invoice_draft((p_request ->> 'customer_id')::uuid, (p_request ->> 'month')::date,
          (p_request ->> 'as_of')::timestamptz);
      when 'TD04' then
        return private.credit_note_draft(p_request);
      else
        perform private.raise_order_error('invalid_request', 'type: TD01, TD24 or TD04', 'Richiesta non valida.');
    end case;
  exception when invalid_text_representation or invalid_datetime_format or datetime_field_overflow then
    perform private.raise_order_error('invalid_request', sqlerrm, 'Richiesta non valida.');
  end;
  return null;
end;
$$;
revoke all on function private.fiscal_document_draft(jsonb) from public, anon, authenticated;

/** Admins (and the service role): the draft of a document, or {existing} when it was issued. */
create function public.fiscal_document_draft(p_request jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.fiscal_document_draft(p_request);
end;
$$;
comment on function public.fiscal_document_draft(jsonb) is
  'Admins: what a TD01/TD24/TD04 would state, with a fingerprint for issue_fiscal_document (see the migration header); {existing} when it was issued already.';
revoke all on function public.fiscal_document_draft(jsonb) from public, anon;
grant execute on function public.fiscal_document_draft(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Issuing.

/** A new file for an invoice: the next attempt with a new progressive name. */
create function private.new_sdi_transmission(invoice public.invoices, corrections jsonb, actor uuid)
returns private.sdi_transmissions
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_attempt integer;
  v_name text;
  v_row private.sdi_transmissions;
begin
  select coalesce(max(t.attempt), 0) + 1 into v_attempt from private.sdi_transmissions t where t.invoice_id = invoice.id;
  v_name := format('IT%s_%s.xml', invoice.content -> 'seller' ->> 'vat_number',
    private.base36(nextval('private.sdi_file_progressive') + 16796160, 5));
  insert into private.sdi_transmissions (invoice_id, attempt, file_name, storage_path, corrections, created_by)
    values (invoice.id, v_attempt, v_name, format('invoices/%s/%s', invoice.year, v_name), corrections, actor)
    returning * into v_row;
  update public.invoices i set file_name = v_row.file_name, file_path = v_row.storage_path, attempts = v_attempt
    where i.id = invoice.id;
  return v_row;
end;
$$;
revoke all on function private.new_sdi_transmission(public.invoices, jsonb, uuid) from public, anon, authenticated;

/** An issued document and the file to build: {invoice, transmission}. */
create function private.issued_json(invoice_id uuid, replayed boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'invoice', private.fiscal_document_json(i),
    'transmission', (select jsonb_build_object('attempt', t.attempt, 'file_name', t.file_name, 'storage_path', t.storage_path)
      from private.sdi_transmissions t where t.invoice_id = i.id order by t.attempt desc limit 1),
    'replayed', replayed)
  from public.invoices i where i.id = issued_json.invoice_id;
$$;
revoke all on function private.issued_json(uuid, boolean) from public, anon, authenticated;

/**
 * Service role only (the invoices function, after the draft's XML validated): issues the
 * document if it still states exactly what was validated (p_fingerprint), else
 * document_changed. Returns {invoice, transmission, replayed}; replayed when it was issued
 * already (a retry, or a concurrent issue of the same document).
 */
create function public.issue_fiscal_document(p_request jsonb, p_fingerprint text, p_actor uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_draft jsonb;
  v_invoice public.invoices;
begin
  -- Lock what the document is made of, so nobody changes it between the draft and the number.
  case p_request ->> 'type'
    when 'TD24' then
      perform 1 from public.business_accounts b where b.customer_id = (p_request ->> 'customer_id')::uuid for update;
      perform 1 from public.orders o
        where o.user_id = (p_request ->> 'customer_id')::uuid and o.status in ('shipped', 'delivered')
          and not exists (select 1 from private.invoice_orders io where io.order_id = o.id)
        order by o.id for update;
    else
      perform 1 from public.orders o where o.id = (p_request ->> 'order_id')::uuid for update;
  end case;

  v_draft := private.fiscal_document_draft(p_request);
  if v_draft -> 'existing' <> 'null'::jsonb then
    return private.issued_json((v_draft -> 'existing' ->> 'id')::uuid, true);
  end if;
  if v_draft ->> 'fingerprint' is distinct from p_fingerprint then
    perform private.raise_order_error('document_changed', 'the document changed since its draft was validated',
      'I dati del documento sono cambiati mentre lo preparavamo: riprova.');
  end if;

  insert into public.invoices (order_id, customer_id, document_type, series, year, number, issued_on,
      corrects_invoice_id, period_month, total, content)
    values (
      (v_draft ->> 'order_id')::uuid,
      (v_draft ->> 'customer_id')::uuid,
      v_draft ->> 'document_type',
      v_draft ->> 'series',
      (v_draft ->> 'year')::integer,
      private.next_document_number(v_draft ->> 'series', (v_draft ->> 'year')::integer),
      (v_draft ->> 'issued_on')::date,
      (v_draft ->> 'corrects_invoice_id')::uuid,
      (v_draft ->> 'period_month')::date,
      (v_draft ->> 'total')::numeric,
      v_draft -> 'content')
    returning * into v_invoice;
  if v_invoice.document_type <> 'TD04' then
    insert into private.invoice_orders (order_id, invoice_id)
      select value::uuid, v_invoice.id from jsonb_array_elements_text(v_draft -> 'order_ids');
  end if;
  perform private.new_sdi_transmission(v_invoice, null, p_actor);
  return private.issued_json(v_invoice.id, false);
end;
$$;
comment on function public.issue_fiscal_document(jsonb, text, uuid) is
  'Service role only (the invoices function): issues the document of a validated draft; see the migration header.';
revoke all on function public.issue_fiscal_document(jsonb, text, uuid) from public, anon, authenticated;
grant execute on function public.issue_fiscal_document(jsonb, text, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- What is due: the scheduled run's list.

/**
 * Service role (the scheduled run of the invoices function) and admins: the documents due at
 * p_as_of — TD01 for orders paid by card or shipped, TD24 for every month before p_as_of's with
 * delivery notes of a monthly business (up to three months back), TD04 for refunded orders with
 * an invoice not fully credited. Only operations from shop_settings.automatic_invoicing_from on,
 * within the last 120 days; at most 100 of each.
 */
create function public.invoicing_due(p_as_of timestamptz default now())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (p_as_of at time zone 'Europe/Rome')::date;
  v_from date := (select s.automatic_invoicing_from from public.shop_settings s limit 1);
begin
  perform private.require_admin();
  return jsonb_build_object(
    'immediate', coalesce((
      select jsonb_agg(jsonb_build_object('type', 'TD01', 'order_id', t.id) order by t.operated_on, t.order_number)
      from (
        select o.id, o.order_number, private.invoice_operation_date(o) as operated_on
        from public.orders o
        where o.invoice_data is not null and o.status <> 'cancelled'
          and ((o.payment_method = 'card' and o.payment_status = 'paid')
            or (o.payment_method <> 'card' and o.status in ('shipped', 'delivered')))
          and not exists (select 1 from private.invoice_orders io where io.order_id = o.id)
          and not (o.payment_method <> 'card' and exists (
            select 1 from public.business_accounts b where b.customer_id = o.user_id and b.invoicing_mode = 'monthly'))
          -- An order is invoiced within days: older ones are not read again every hour.
          and o.created_at >= greatest(v_from - interval '60 days', p_as_of - interval '120 days')
      ) t
      where t.operated_on between v_from and v_today
      limit 100), '[]'::jsonb),
    'deferred', coalesce((
      select jsonb_agg(jsonb_build_object('type', 'TD24', 'customer_id', d.customer_id, 'month', d.month)
          order by d.month, d.customer_id)
      from (
        select distinct o.user_id as customer_id, date_trunc('month', n.issued_on)::date as month
        from public.orders o
        join public.business_accounts b on b.customer_id = o.user_id and b.invoicing_mode = 'monthly'
        join public.delivery_notes n on n.order_id = o.id and n.cancelled_at is null
        where o.status in ('shipped', 'delivered') and o.payment_method <> 'card'
          -- Three months back at most: older ones are late already, and issued by hand.
          and n.issued_on >= greatest(v_from, (date_trunc('month', v_today) - interval '3 months')::date)
          and n.issued_on < date_trunc('month', v_today)::date
          and not exists (select 1 from private.invoice_orders io where io.order_id = o.id)
        limit 100
      ) d), '[]'::jsonb),
    'credit_notes', coalesce((
      select jsonb_agg(jsonb_build_object('type', 'TD04', 'order_id', o.id, 'reason', 'refund') order by o.refunded_at)
      from public.orders o
      where o.payment_status = 'refunded' and o.refunded_at >= p_as_of - interval '120 days'
        and (private.standing_invoice_of(o.id)).id is not null
        and (private.standing_invoice_of(o.id)).sdi_status <> 'rejected'
        and private.has_something_to_credit(o)
      limit 100), '[]'::jsonb));
end;
$$;
comment on function public.invoicing_due(timestamptz) is
  'Service role and admins: {immediate, deferred, credit_notes}, the requests the scheduled invoicing run issues at p_as_of (see the migration header).';
revoke all on function public.invoicing_due(timestamptz) from public, anon;
grant execute on function public.invoicing_due(timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The old entry points issued a number before the XML was built: gone.
drop function public.issue_invoices_for_period(date, date);
drop function public.issue_invoice(uuid);
drop function private.issue_invoice_locked(public.orders);
drop function private.invoice_content(public.orders);
