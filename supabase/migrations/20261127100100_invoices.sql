-- Electronic invoices (FatturaPA, format FPR12) for business orders, numbered per year without
-- gaps with the same counter as the delivery notes (private.next_document_number, series
-- 'invoice').
--
-- VAT: every product carries its rate (ordinary bread 4 %, fine bakery such as brioche 10 %),
-- and every order line keeps the rate it was sold at. The database fixes the number and a
-- snapshot of what the invoice says; the edge function `invoices` turns the snapshot into the
-- XML, validates it against the official FatturaPA schema, and stores it once in the private
-- `shop-documents` bucket, so the same number always returns the same file.

alter table public.products
  add column vat_rate numeric(4, 2) not null default 4 check (vat_rate in (4, 5, 10, 22));
comment on column public.products.vat_rate is
  'VAT rate in percent: 4 for ordinary bread (DPR 633/72, tab. A II), 10 for fine bakery such as brioche buns.';
-- Brioche buns are fine bakery (prodotti della panetteria fine), not ordinary bread.
update public.products set vat_rate = 10 where category = 'brioche';

alter table public.order_items add column vat_rate numeric(4, 2);
comment on column public.order_items.vat_rate is
  'The product''s VAT rate when the line was sold (copied on insert; the product may change later).';
update public.order_items i set vat_rate = p.vat_rate
  from public.products p where p.id = i.product_id and i.vat_rate is null;

/** Copies the product's VAT rate onto a new order line, whoever inserts it. */
create function private.order_item_vat_rate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.vat_rate is null then
    select p.vat_rate into new.vat_rate from public.products p where p.id = new.product_id;
  end if;
  return new;
end;
$$;
revoke all on function private.order_item_vat_rate() from public, anon, authenticated;
create trigger order_items_vat_rate before insert on public.order_items
  for each row execute function private.order_item_vat_rate();
alter table public.order_items alter column vat_rate set not null;

-- How many days a bank transfer may take after the invoice date (printed as the due date).
alter table public.shop_settings
  add column tax_regime text not null default 'RF01' check (tax_regime ~ '^RF(0[1-9]|1[0-9])$'),
  add column invoice_payment_days integer not null default 30
    check (invoice_payment_days between 0 and 120);
comment on column public.shop_settings.tax_regime is
  'Regime fiscale of the seller in the FatturaPA code list (RF01 = ordinario).';
comment on column public.shop_settings.invoice_payment_days is
  'Days from the invoice date to the due date of a bank transfer.';

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references public.orders (id) on delete restrict,
  year integer not null,
  number integer not null check (number > 0),
  issued_on date not null,
  issued_at timestamptz not null default now(),
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  constraint invoices_number_per_year unique (year, number),
  constraint invoices_year_of_issue check (year = extract(year from issued_on))
);
comment on table public.invoices is
  'One electronic invoice (FatturaPA FPR12) per business order: number per calendar year without gaps, issue date (Europe/Rome) and a snapshot of what the invoice says (content: seller, buyer, lines with VAT rates, amounts in euros as stored, payment). Issued only by issue_invoice / issue_invoices_for_period (admins); nobody updates or deletes one. The owner of the order and admins read it.';

create index invoices_issued_on on public.invoices (issued_on);

alter table public.invoices enable row level security;
revoke all on table public.invoices from anon, authenticated;
grant select on table public.invoices to authenticated;
grant select on table public.invoices to service_role;

create policy "customers read own invoices, admins all" on public.invoices
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders o
      where o.id = invoices.order_id and o.user_id = (select auth.uid())
    )
  );

/** What an invoice says, from the order, its lines and the shop's settings as they are now. */
create function private.invoice_content(p_order public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'seller', (
      select jsonb_build_object(
        'company_name', s.company_name, 'street_address', s.street_address,
        'postal_code', s.postal_code, 'city', s.city, 'province', s.province,
        'vat_number', s.vat_number, 'tax_code', s.tax_code, 'rea', s.rea,
        'tax_regime', s.tax_regime, 'email', s.email, 'phone', s.phone,
        'iban', s.iban, 'bank_name', s.bank_name,
        'payment_days', s.invoice_payment_days)
      from public.shop_settings s
    ),
    'delivery_note', (
      select jsonb_build_object('number', n.number, 'year', n.year, 'issued_on', n.issued_on)
      from public.delivery_notes n where n.order_id = p_order.id
    ),
    'buyer', p_order.invoice_data,
    'buyer_address', p_order.delivery_address,
    'order', jsonb_build_object(
      'order_number', p_order.order_number,
      'ordered_on', (p_order.created_at at time zone 'Europe/Rome')::date,
      'delivery_date', p_order.delivery_date,
      'payment_method', p_order.payment_method,
      'payment_status', p_order.payment_status,
      'subtotal', p_order.subtotal,
      'discount', p_order.discount,
      'shipping', p_order.shipping,
      'total', p_order.total
    ),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
          'product_name', i.product_name,
          'quantity', i.quantity,
          'unit_price', i.unit_price,
          'line_total', i.line_total,
          'vat_rate', i.vat_rate
        ) order by i.line_number, i.id)
      from public.order_items i
      where i.order_id = p_order.id
    ), '[]'::jsonb)
  );
$$;
revoke all on function private.invoice_content(public.orders) from public, anon, authenticated;

/** Issues (or returns the existing) invoice of an order already locked by the caller. */
create function private.issue_invoice_locked(p_order public.orders)
returns public.invoices
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_today date := (now() at time zone 'Europe/Rome')::date;
begin
  select * into v_invoice from public.invoices where order_id = p_order.id;
  if found then
    return v_invoice;
  end if;
  if coalesce(p_order.invoice_data ->> 'customer_type', '') <> 'business' then
    raise exception using
      errcode = 'P0001',
      message = 'not_a_business_order',
      detail = format('Order %s has no business invoice data.', p_order.order_number),
      hint = 'La fattura elettronica si emette solo per gli ordini con dati di fatturazione aziendali.';
  end if;
  if p_order.status not in ('shipped', 'delivered') then
    raise exception using
      errcode = 'P0001',
      message = 'invoice_not_ready',
      detail = format('Order %s is %s.', p_order.order_number, p_order.status),
      hint = 'La fattura si emette quando l''ordine è spedito o consegnato.';
  end if;
  insert into public.invoices (order_id, year, number, issued_on, content)
  values (
    p_order.id,
    extract(year from v_today)::integer,
    private.next_document_number('invoice', extract(year from v_today)::integer),
    v_today,
    private.invoice_content(p_order)
  )
  returning * into v_invoice;
  return v_invoice;
end;
$$;
revoke all on function private.issue_invoice_locked(public.orders) from public, anon, authenticated;

/** Admins: the invoice of one business order (shipped or delivered), issued on first request. */
create function public.issue_invoice(p_order_id uuid)
returns public.invoices
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if not (select private.is_admin()) then
    raise exception using
      errcode = '42501',
      message = 'admin_only',
      hint = 'Solo gli amministratori emettono le fatture.';
  end if;
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'order_not_found', hint = 'Ordine non trovato.';
  end if;
  return private.issue_invoice_locked(v_order);
end;
$$;
revoke all on function public.issue_invoice(uuid) from public, anon;
grant execute on function public.issue_invoice(uuid) to authenticated;

/**
 * Admins: the invoices of every business order shipped or delivered with a delivery date in
 * [p_from, p_to], issuing the missing ones in delivery-date and order-number order — the batch
 * for the accountant.
 */
create function public.issue_invoices_for_period(p_from date, p_to date)
returns setof public.invoices
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if not (select private.is_admin()) then
    raise exception using
      errcode = '42501',
      message = 'admin_only',
      hint = 'Solo gli amministratori emettono le fatture.';
  end if;
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 366 then
    raise exception using
      errcode = 'P0001',
      message = 'invalid_period',
      hint = 'Scegli un periodo di al massimo un anno.';
  end if;
  for v_order in
    select * from public.orders
    where delivery_date between p_from and p_to
      and status in ('shipped', 'delivered')
      and invoice_data ->> 'customer_type' = 'business'
    order by delivery_date, order_number
    for update
  loop
    return next private.issue_invoice_locked(v_order);
  end loop;
end;
$$;
revoke all on function public.issue_invoices_for_period(date, date) from public, anon;
grant execute on function public.issue_invoices_for_period(date, date) to authenticated;
