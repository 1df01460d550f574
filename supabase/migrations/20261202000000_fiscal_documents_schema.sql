-- The papers an accountant signs off (issue 37, docs/decisions/018-fiscal-documents.md): the
-- tables behind deferred invoices, credit notes and the SdI lifecycle. The functions that issue
-- and correct them are in the next migrations.
--
-- * public.invoices holds every fiscal document the shop sends to the SdI, one row each:
--     TD01  immediate invoice of one order (series 'invoice', numbered 12/2026)
--     TD24  deferred invoice of a month of delivery notes of one business (series
--           'deferred_invoice', FD-3/2026), dated on its last delivery note
--     TD04  credit note correcting a TD01 or TD24 (series 'credit_note', NC-2/2026)
--   Each series counts per calendar year without gaps (private.next_document_number). An
--   invoice's own date is `issued_on` (the FatturaPA Data); `year` is that date's year.
-- * private.invoice_orders says which TD01/TD24 covers an order: at most one standing invoice
--   per order (a rejected invoice that is void lets its orders go).
-- * The SdI lifecycle: every file sent for an invoice is a transmission with its own
--   progressive file name (a corrected resend after a rejection keeps number and date but needs
--   a new name, SdI error 00002); receipts the admin uploads are recorded against the file name.
--   public.invoices.sdi_status is the invoice's state: issued (no outcome yet), delivered,
--   not_delivered (mancata consegna: fiscally issued, left in the buyer's reserved area),
--   rejected (scarto: not issued), void (rejected and replaced by a new invoice).
-- * business_accounts.invoicing_mode: immediate (a TD01 per order) or monthly (one TD24 per
--   month of delivery notes), set by an admin on the customer's page.

alter table private.document_counters drop constraint document_counters_series_check;
alter table private.document_counters add constraint document_counters_series_check
  check (series in ('delivery_note', 'invoice', 'deferred_invoice', 'credit_note'));

-- The FatturaPA 1.2.3 list of RegimeFiscale codes (RF03 was withdrawn, RF19 and RF20 are
-- recent): a code the schema refuses would stop every invoice at validation.
do $migration$
begin
  if exists (select 1 from public.shop_settings
             where tax_regime not in ('RF01', 'RF02', 'RF04', 'RF05', 'RF06', 'RF07', 'RF08', 'RF09',
               'RF10', 'RF11', 'RF12', 'RF13', 'RF14', 'RF15', 'RF16', 'RF17', 'RF18', 'RF19', 'RF20')) then
    raise notice 'shop_settings.tax_regime was not a FatturaPA 1.2.3 code: set to RF01 (ordinario), check it';
    update public.shop_settings set tax_regime = 'RF01'
      where tax_regime not in ('RF01', 'RF02', 'RF04', 'RF05', 'RF06', 'RF07', 'RF08', 'RF09',
        'RF10', 'RF11', 'RF12', 'RF13', 'RF14', 'RF15', 'RF16', 'RF17', 'RF18', 'RF19', 'RF20');
  end if;
end;
$migration$;
alter table public.shop_settings drop constraint shop_settings_tax_regime_check;
alter table public.shop_settings add constraint shop_settings_tax_regime_check
  check (tax_regime in ('RF01', 'RF02', 'RF04', 'RF05', 'RF06', 'RF07', 'RF08', 'RF09', 'RF10',
    'RF11', 'RF12', 'RF13', 'RF14', 'RF15', 'RF16', 'RF17', 'RF18', 'RF19', 'RF20'));

-- Orders from before this day are never invoiced by the scheduled job (they may be issued by
-- hand): switching the job on must not put a past year's orders into today's numbering.
alter table public.shop_settings
  add column automatic_invoicing_from date not null default (now() at time zone 'Europe/Rome')::date;
comment on column public.shop_settings.automatic_invoicing_from is
  'The scheduled invoicing job issues invoices only for operations (payment, dispatch) from this day on; older orders are invoiced by hand.';

alter table public.business_accounts
  add column invoicing_mode text not null default 'immediate' check (invoicing_mode in ('immediate', 'monthly'));
comment on column public.business_accounts.invoicing_mode is
  'immediate: one invoice (TD01) per order at payment or dispatch; monthly: one deferred invoice (TD24) per month listing that month''s delivery notes, issued by the 15th of the next month. Card orders are always invoiced at payment. Set by an admin (admin_set_invoicing_mode).';

-- ---------------------------------------------------------------------------------------------
-- Invoices, deferred invoices and credit notes.

alter table public.invoices drop constraint invoices_order_id_key;
alter table public.invoices drop constraint invoices_number_per_year;
alter table public.invoices alter column order_id drop not null;
alter table public.invoices
  add column document_type text not null default 'TD01' check (document_type in ('TD01', 'TD24', 'TD04')),
  add column series text not null default 'invoice' check (series in ('invoice', 'deferred_invoice', 'credit_note')),
  add column customer_id uuid references public.profiles (id) on delete set null,
  add column corrects_invoice_id uuid references public.invoices (id) on delete restrict,
  add column period_month date check (period_month = date_trunc('month', period_month)::date),
  add column total numeric(10, 2),
  add column sdi_status text not null default 'issued'
    check (sdi_status in ('issued', 'delivered', 'not_delivered', 'rejected', 'void')),
  add column sdi_status_at timestamptz,
  add column sdi_errors jsonb check (sdi_errors is null or jsonb_typeof(sdi_errors) = 'array'),
  add column resend_until timestamptz,
  add column file_name text,
  add column file_path text,
  add column attempts integer not null default 1 check (attempts >= 1),
  add constraint invoices_number_per_series_year unique (series, year, number),
  add constraint invoices_type_and_series check (
    (document_type = 'TD01' and series = 'invoice' and order_id is not null)
    or (document_type = 'TD24' and series = 'deferred_invoice' and period_month is not null)
    or (document_type = 'TD04' and series = 'credit_note' and corrects_invoice_id is not null and order_id is not null));
comment on table public.invoices is
  'Fiscal documents sent to the SdI (FatturaPA FPR12): TD01 invoices (one order), TD24 deferred invoices (a month of delivery notes of one business), TD04 credit notes (correcting a TD01/TD24, order_id = the order credited). Numbered per series and year without gaps; issued_on is the document''s date (FatturaPA Data); content is the snapshot the XML and the PDF copy are drawn from. Issued only by issue_fiscal_document after the XML validated; nobody updates one through the API. The account''s owner and Amministrazione members, and admins, read them.';
comment on column public.invoices.order_id is 'TD01: the order invoiced; TD04: the order credited; TD24: NULL (private.invoice_orders lists its orders).';
comment on column public.invoices.customer_id is 'The account (orders.user_id) the document is addressed to.';
comment on column public.invoices.sdi_status is
  'issued (sent or to send, no receipt yet) | delivered (ricevuta di consegna) | not_delivered (mancata consegna: issued, in the buyer''s reserved area) | rejected (scarto: not issued; may be corrected and sent again with the same number and date until resend_until) | void (rejected and not resent: its orders may be invoiced again).';
comment on column public.invoices.file_name is 'The name of the file last built for the SdI (IT<P.IVA>_<progressive>.xml).';
comment on column public.invoices.file_path is 'Where that file is kept in the shop-documents bucket.';

update public.invoices i set customer_id = o.user_id, total = o.total
  from public.orders o where o.id = i.order_id;
alter table public.invoices alter column total set not null;

create index invoices_customer_idx on public.invoices (customer_id, issued_on desc);
create index invoices_order_idx on public.invoices (order_id);
create index invoices_corrects_idx on public.invoices (corrects_invoice_id);
create index invoices_open_sdi_idx on public.invoices (issued_at) where sdi_status in ('issued', 'rejected', 'not_delivered');
create unique index invoices_one_deferred_per_month on public.invoices (customer_id, period_month)
  where document_type = 'TD24' and sdi_status <> 'void';

-- Whose invoices: the account's bookkeepers (owner, Amministrazione), a private customer their
-- own, admins all. A member who left reads none; an Ordini member none.
drop policy "the account's bookkeepers read its invoices, admins all" on public.invoices;
create policy "the account's bookkeepers read its invoices, admins all" on public.invoices
  for select to authenticated
  using ((select private.is_admin())
    or customer_id = (select private.customer_for('documents'))
    or customer_id = (select auth.uid()));

create table private.invoice_orders (
  order_id uuid primary key references public.orders (id) on delete restrict,
  invoice_id uuid not null references public.invoices (id) on delete restrict
);
comment on table private.invoice_orders is
  'Which standing invoice (TD01 or TD24) covers an order: at most one. Rows of a voided invoice are removed so its orders can be invoiced again.';
create index invoice_orders_invoice_idx on private.invoice_orders (invoice_id);
insert into private.invoice_orders (order_id, invoice_id)
  select i.order_id, i.id from public.invoices i where i.document_type = 'TD01';

-- File progressives: a sequence (gaps are harmless for file names), shown in base 36 from
-- 'A0000' so they never meet the names of invoices issued before (year-and-number names, which
-- start with a digit).
create sequence private.sdi_file_progressive;

/** `n` in base 36 (0-9, A-Z), left-padded with zeros to `width`. */
create function private.base36(n bigint, width integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  rest bigint := n;
  result text := '';
begin
  if n < 0 then
    raise exception 'base36 of a negative number';
  end if;
  loop
    result := substr(digits, (rest % 36)::integer + 1, 1) || result;
    rest := rest / 36;
    exit when rest = 0;
  end loop;
  return lpad(result, width, '0');
end;
$$;
revoke all on function private.base36(bigint, integer) from public, anon, authenticated;

create table private.sdi_transmissions (
  id bigint generated always as identity primary key,
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  attempt integer not null check (attempt >= 1),
  file_name text not null unique check (file_name ~ '^IT[0-9A-Z]{11,16}_[0-9A-Z]{5}\.xml$'),
  storage_path text not null,
  corrections jsonb check (corrections is null or jsonb_typeof(corrections) = 'object'),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  outcome text not null default 'pending' check (outcome in ('pending', 'delivered', 'not_delivered', 'rejected')),
  outcome_at timestamptz,
  constraint sdi_transmissions_attempt unique (invoice_id, attempt)
);
comment on table private.sdi_transmissions is
  'Each file built for an invoice: attempt 1 when issued, one more per corrected resend after a rejection (same number and date, new progressive file name). outcome comes from the receipts.';
create index sdi_transmissions_created_by_idx on private.sdi_transmissions (created_by);

-- Invoices issued before: their one file kept the name made of year and number.
insert into private.sdi_transmissions (invoice_id, attempt, file_name, storage_path, created_at)
select i.id, 1,
  'IT' || (i.content -> 'seller' ->> 'vat_number') || '_' || private.base36(i.year % 100, 2) || private.base36(i.number, 3) || '.xml',
  format('invoices/%s/FT-%s-%s.xml', i.year, i.year, lpad(i.number::text, 6, '0')),
  i.issued_at
from public.invoices i;
update public.invoices i set file_name = t.file_name, file_path = t.storage_path
  from private.sdi_transmissions t where t.invoice_id = i.id;

create table private.sdi_receipts (
  id bigint generated always as identity primary key,
  transmission_id bigint not null references private.sdi_transmissions (id) on delete restrict,
  kind text not null check (kind in ('delivered', 'not_delivered', 'rejected')),
  message_type text not null,
  message_id text not null,
  sdi_identifier text not null,
  received_at timestamptz not null,
  delivered_at timestamptz,
  errors jsonb not null default '[]' check (jsonb_typeof(errors) = 'array'),
  storage_path text not null,
  recorded_at timestamptz not null default now(),
  recorded_by uuid references auth.users (id) on delete set null,
  constraint sdi_receipts_once unique (transmission_id, message_id)
);
comment on table private.sdi_receipts is
  'The SdI receipts an admin uploaded, parsed and validated against the SdI messages schema by the sdi-receipts function: ricevuta di consegna, notifica/ricevuta di scarto (with its errors), mancata consegna. The XML itself is kept in shop-documents at storage_path.';
create index sdi_receipts_recorded_by_idx on private.sdi_receipts (recorded_by);

-- Admins choose how a business is invoiced.
create function public.admin_set_invoicing_mode(p_customer_id uuid, p_mode text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_mode is null or p_mode not in ('immediate', 'monthly') then
    perform private.raise_order_error('invalid_invoicing_mode', 'immediate or monthly',
      'Scegli fattura immediata o fattura differita mensile.');
  end if;
  update public.business_accounts b set invoicing_mode = p_mode, updated_at = now()
    where b.customer_id = p_customer_id;
  if not found then
    perform private.raise_order_error('business_only', 'not a business account',
      'La fattura differita mensile è per i clienti business.');
  end if;
  return p_mode;
end;
$$;
comment on function public.admin_set_invoicing_mode(uuid, text) is
  'Admins: immediate (TD01 per order) or monthly (TD24 per month of delivery notes) invoicing for a business account.';
revoke all on function public.admin_set_invoicing_mode(uuid, text) from public, anon;
grant execute on function public.admin_set_invoicing_mode(uuid, text) to authenticated, service_role;
