-- Delivery notes (DDT, documento di trasporto) per order, numbered per year without gaps.
--
-- The number and the document's content are fixed in the database, in the transaction that
-- issues the note: a per-series, per-year counter row is incremented in that same transaction,
-- so a failed issue rolls its number back (no gap) and concurrent issues queue on the counter's
-- row lock (no duplicate). The content is a snapshot of the shop's legal data, the customer and
-- the lines as they were when the note was issued; the edge function `delivery-notes` renders
-- the PDF from that snapshot once and keeps it in the private `shop-documents` bucket, so the
-- same number always returns the same document.

-- The shop's legal data printed on documents, beyond what the footer already shows.
alter table public.shop_settings
  add column tax_code text check (tax_code is null or tax_code ~ '^([0-9]{11}|[A-Z0-9]{16})$'),
  add column pec text check (pec is null or private.is_valid_email(pec));
comment on column public.shop_settings.tax_code is
  'Codice fiscale of the company (for an S.r.l. usually the same 11 digits as the Partita IVA).';
comment on column public.shop_settings.pec is 'Certified e-mail (PEC) printed on documents.';
update public.shop_settings set tax_code = vat_number where tax_code is null;

create table private.document_counters (
  series text not null check (series in ('delivery_note', 'invoice')),
  year integer not null check (year between 2000 and 2999),
  last_number integer not null check (last_number > 0),
  primary key (series, year)
);
comment on table private.document_counters is
  'The last number issued per document series and calendar year (Europe/Rome). Incremented only by private.next_document_number inside the transaction that stores the document.';

/**
 * The next number of a series for a year. Must run in the transaction that stores the
 * document: the row lock taken by the upsert holds every other issuer of the same series until
 * commit, and a rollback gives the number back.
 */
create function private.next_document_number(p_series text, p_year integer)
returns integer
language sql
volatile
set search_path = ''
as $$
  insert into private.document_counters as counter (series, year, last_number)
  values (p_series, p_year, 1)
  on conflict (series, year) do update set last_number = counter.last_number + 1
  returning last_number;
$$;
revoke all on function private.next_document_number(text, integer) from public, anon, authenticated;

create table public.delivery_notes (
  id uuid primary key default gen_random_uuid(),
  -- A fiscal document outlives nothing it refers to being deleted: orders are archived, not
  -- deleted, once a note exists.
  order_id uuid not null unique references public.orders (id) on delete restrict,
  year integer not null,
  number integer not null check (number > 0),
  issued_on date not null,
  issued_at timestamptz not null default now(),
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  constraint delivery_notes_number_per_year unique (year, number),
  constraint delivery_notes_year_of_issue check (year = extract(year from issued_on))
);
comment on table public.delivery_notes is
  'One delivery note (DDT) per order: number per calendar year without gaps, issue date (Europe/Rome) and a snapshot of what the document prints (content: seller, customer, delivery, lines). Issued only by issue_delivery_note / issue_delivery_notes_for_day; nobody updates or deletes one. The owner of the order and admins read it.';

create index delivery_notes_issued_on on public.delivery_notes (issued_on);

alter table public.delivery_notes enable row level security;
revoke all on table public.delivery_notes from anon, authenticated;
grant select on table public.delivery_notes to authenticated;
grant select on table public.delivery_notes to service_role;

create policy "customers read own delivery notes, admins all" on public.delivery_notes
  for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders o
      where o.id = delivery_notes.order_id and o.user_id = (select auth.uid())
    )
  );

/** What a delivery note prints, from the order and the shop's settings as they are now. */
create function private.delivery_note_content(p_order public.orders)
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
    -- The lot is the production day: the production plan bakes per delivery day.
    'lot', 'L' || to_char(p_order.delivery_date, 'YYYYMMDD'),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
          'product_name', i.product_name,
          'packs', i.quantity,
          'pack_size', p.pack_size,
          'pieces', i.quantity * p.pack_size,
          'net_weight_grams', case when p.weight_grams is null then null
            else i.quantity * p.pack_size * p.weight_grams end
        ) order by i.line_number, i.id)
      from public.order_items i
      join public.products p on p.id = i.product_id
      where i.order_id = p_order.id
    ), '[]'::jsonb)
  );
$$;
revoke all on function private.delivery_note_content(public.orders) from public, anon, authenticated;

/** Issues (or returns the existing) note of an order already locked by the caller. */
create function private.issue_delivery_note_locked(p_order public.orders)
returns public.delivery_notes
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_note public.delivery_notes;
  v_today date := (now() at time zone 'Europe/Rome')::date;
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
  insert into public.delivery_notes (order_id, year, number, issued_on, content)
  values (
    p_order.id,
    extract(year from v_today)::integer,
    private.next_document_number('delivery_note', extract(year from v_today)::integer),
    v_today,
    private.delivery_note_content(p_order)
  )
  returning * into v_note;
  return v_note;
end;
$$;
revoke all on function private.issue_delivery_note_locked(public.orders) from public, anon, authenticated;

/**
 * The delivery note of an order, issued on first request. Only the customer who placed the
 * order (once it is in preparation) and admins may ask; anyone else gets order_not_found (as if
 * it did not exist).
 */
create function public.issue_delivery_note(p_order_id uuid)
returns public.delivery_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  -- The row lock makes two first requests for the same order wait for each other: one number.
  select * into v_order from public.orders where id = p_order_id for update;
  if not found or not (
    (select private.is_admin()) or v_order.user_id is not distinct from (select auth.uid())
  ) or (select auth.uid()) is null then
    raise exception using
      errcode = 'P0001',
      message = 'order_not_found',
      hint = 'Ordine non trovato.';
  end if;
  -- A customer's copy exists once the bakery works on the order; until then the order can still
  -- be cancelled by the customer, and a note issued for it would only be annulled.
  if v_order.status = 'received' and not (select private.is_admin()) then
    raise exception using
      errcode = 'P0001',
      message = 'delivery_note_not_ready',
      hint = 'Il documento di trasporto è disponibile quando l''ordine è in preparazione.';
  end if;
  return private.issue_delivery_note_locked(v_order);
end;
$$;
revoke all on function public.issue_delivery_note(uuid) from public, anon;
grant execute on function public.issue_delivery_note(uuid) to authenticated;

/**
 * Admins: the delivery notes of every order (not cancelled) of a delivery day, issuing the
 * missing ones in order-number order. The batch the production plan prints.
 */
create function public.issue_delivery_notes_for_day(p_delivery_date date)
returns setof public.delivery_notes
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
      hint = 'Solo gli amministratori possono stampare i documenti di trasporto del giorno.';
  end if;
  for v_order in
    select * from public.orders
    where delivery_date = p_delivery_date and status <> 'cancelled'
    order by order_number
    for update
  loop
    return next private.issue_delivery_note_locked(v_order);
  end loop;
end;
$$;
revoke all on function public.issue_delivery_notes_for_day(date) from public, anon;
grant execute on function public.issue_delivery_notes_for_day(date) to authenticated;

-- The rendered PDFs: private, read and written only by the edge functions (service role), which
-- check who may have a document before handing it over.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('shop-documents', 'shop-documents', false, 10485760,
  array['application/pdf', 'application/xml', 'application/zip'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;
