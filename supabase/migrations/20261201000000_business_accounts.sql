-- Business accounts the bakery can trust (issue 36, docs/decisions/015-business-accounts.md).
--
-- Until now a customer became a "business" by writing customer_type, company_name and
-- vat_number on their own profile. Now:
--   * business status is granted by the bakery: the customer sends a request
--     (public.business_requests) with the company, Partita IVA, codice fiscale, registered office
--     and SDI code or PEC; an admin approves or rejects it with a note. Approval writes the
--     profile's fiscal fields and creates the business account (public.business_accounts: the
--     registered office, payment terms, credit limit, closed weekdays). Customers lost the UPDATE
--     grant on customer_type, company_name, vat_number, sdi_code and pec; a business's tax_code is
--     guarded by a trigger. After approval the fiscal fields change only through a new request.
--   * a business is a team: public.business_members gives each login one role in at most one
--     business — owner (Titolare: everything, manages the team), orders (Ordini: orders,
--     standing orders, quick-order sheet, with an optional purchase limit per order above which
--     the owner approves), accounting (Amministrazione: invoices, delivery notes, statement,
--     payments; no ordering). The business's id is its owner's profile id, so orders, standing
--     orders, addresses and prices keyed by that id belong to the business.
--   * the owner invites people by e-mail (public.business_invitations); the invitee accepts
--     once signed in with that (confirmed) address.
--   * what the caller may do for which account is answered by private.customer_for(permission),
--     the one function every policy and customer function asks (see below).
--   * e-mails about accounts (request decided, invitation, approvals, payment reminders) wait in
--     private.account_mails and are sent by the order-follow-up function, like the order mails.

-- ---------------------------------------------------------------------------------------------
-- Tables.

create table public.business_accounts (
  customer_id uuid primary key references public.profiles (id) on delete cascade,
  office_street text not null check (char_length(office_street) between 3 and 200),
  office_postal_code text not null check (office_postal_code ~ '^[0-9]{5}$'),
  office_city text not null check (char_length(office_city) between 2 and 100),
  office_province text not null check (office_province ~ '^[A-Z]{2}$'),
  payment_terms text not null default 'immediate'
    check (payment_terms in ('immediate', 'days_after_delivery', 'end_of_month')),
  payment_term_days integer not null default 0,
  credit_limit numeric(10, 2) not null default 0 check (credit_limit between 0 and 1000000),
  closed_weekdays smallint[] not null default '{}',
  approved_at timestamptz not null default now(),
  approved_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  -- D.Lgs. 198/2021 art. 4: perishable food is paid within 30 days of the delivery, or of the
  -- end of a delivery period of at most a month. No term may go beyond that.
  constraint business_accounts_legal_terms check (
    (payment_terms = 'immediate' and payment_term_days = 0)
    or (payment_terms = 'days_after_delivery' and payment_term_days between 1 and 30)
    or (payment_terms = 'end_of_month' and payment_term_days between 0 and 30)
  ),
  constraint business_accounts_closed_weekdays check (
    closed_weekdays <@ '{1,2,3,4,5,6}'::smallint[] and cardinality(closed_weekdays) <= 5
  )
);
create index business_accounts_approved_by_idx on public.business_accounts (approved_by);
comment on table public.business_accounts is
  'A business customer approved by the bakery: registered office (sede legale), payment terms (immediate | days_after_delivery | end_of_month, days ≤ 30 by D.Lgs. 198/2021 art. 4), credit limit in euros (fido; 0 = no credit), the weekdays the business cannot receive deliveries (ISO 1-6). customer_id is the owner''s profile: orders, standing orders, addresses and prices keyed by it belong to the business. Written only by the approval and the functions below.';

create table public.business_requests (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('new', 'change')),
  company_name text not null check (char_length(company_name) between 2 and 200),
  vat_number text not null check (private.is_valid_partita_iva(vat_number)),
  tax_code text not null check (private.is_valid_codice_fiscale(tax_code)),
  office_street text not null check (char_length(office_street) between 3 and 200),
  office_postal_code text not null check (office_postal_code ~ '^[0-9]{5}$'),
  office_city text not null check (char_length(office_city) between 2 and 100),
  office_province text not null check (office_province ~ '^[A-Z]{2}$'),
  sdi_code text check (sdi_code is null or sdi_code ~ '^[A-Z0-9]{7}$'),
  pec text check (pec is null or private.is_valid_email(pec)),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  admin_note text check (char_length(admin_note) <= 1000),
  submitted_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  constraint business_requests_invoice_address check (sdi_code is not null or pec is not null)
);
comment on table public.business_requests is
  'A customer''s request for a business account (kind new) or for new fiscal data (kind change), checked on submission (Partita IVA and codice fiscale check digits). At most one pending per customer. Written only by request_business_account / withdraw_business_request and the admin''s review.';
create unique index business_requests_one_pending on public.business_requests (customer_id) where status = 'pending';
create index business_requests_customer_idx on public.business_requests (customer_id, submitted_at desc);
create index business_requests_status_idx on public.business_requests (status, submitted_at desc);
create index business_requests_reviewed_by_idx on public.business_requests (reviewed_by);

create table public.business_members (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  business_id uuid not null references public.business_accounts (customer_id) on delete cascade,
  role text not null check (role in ('owner', 'orders', 'accounting')),
  purchase_limit numeric(10, 2) check (purchase_limit > 0 and purchase_limit <= 100000),
  added_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint business_members_limit_for_orders check (purchase_limit is null or role = 'orders'),
  constraint business_members_owner_is_business check ((role = 'owner') = (user_id = business_id))
);
comment on table public.business_members is
  'Who acts in a business and how: owner (Titolare), orders (Ordini; purchase_limit per order in euros above which the owner approves), accounting (Amministrazione). A login belongs to at most one business (user_id is the key). Removing a row takes effect on the next request.';
create index business_members_business_idx on public.business_members (business_id);
create index business_members_added_by_idx on public.business_members (added_by);

create table public.business_invitations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.business_accounts (customer_id) on delete cascade,
  email text not null check (private.is_valid_email(email)),
  role text not null check (role in ('orders', 'accounting')),
  purchase_limit numeric(10, 2) check (purchase_limit > 0 and purchase_limit <= 100000),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  accepted_at timestamptz,
  declined_at timestamptz,
  revoked_at timestamptz,
  constraint business_invitations_limit_for_orders check (purchase_limit is null or role = 'orders')
);
comment on table public.business_invitations is
  'An owner''s invitation to join the business with a role, for one e-mail address; accepted by the user signed in with that confirmed address within 14 days.';
create unique index business_invitations_one_open
  on public.business_invitations (business_id, email)
  where accepted_at is null and declined_at is null and revoked_at is null;
create index business_invitations_email_idx on public.business_invitations (email)
  where accepted_at is null and declined_at is null and revoked_at is null;
create index business_invitations_business_idx on public.business_invitations (business_id, created_at desc);
create index business_invitations_invited_by_idx on public.business_invitations (invited_by);

create table private.account_mails (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'business_approved', 'business_rejected', 'member_invited', 'approval_requested',
    'approval_decided', 'payment_due_soon', 'payment_overdue')),
  recipient_email text not null,
  recipient_name text,
  payload jsonb not null default '{}' check (jsonb_typeof(payload) = 'object'),
  dedupe_key text not null unique,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0
);
comment on table private.account_mails is
  'E-mails owed about business accounts (decisions, invitations, approvals, payment reminders); sent by the order-follow-up function (claim_account_mails / finish_account_mail). dedupe_key makes each one at most once.';
alter table private.account_mails enable row level security;
create index account_mails_unsent_idx on private.account_mails (id) where sent_at is null;

-- ---------------------------------------------------------------------------------------------
-- Who the caller acts for, and what they may do there. Every policy and customer function asks
-- these, so a role's rights are written once.

-- The business the caller belongs to, with their role and purchase limit (no row: acting for
-- themselves, as a private customer).
create function private.caller_membership()
returns public.business_members
language sql
stable
security definer
set search_path = ''
as $$
  select m.* from public.business_members m where m.user_id = (select auth.uid());
$$;
revoke all on function private.caller_membership() from public, anon;
grant execute on function private.caller_membership() to authenticated, service_role;

-- Whether a role may do something. role NULL is a person acting for themselves.
--   order       place and cancel orders, standing orders, the quick-order sheet
--   read_orders see the orders, addresses and prices
--   documents   invoices, delivery notes, the statement, payments
--   manage      the account itself: addresses, closed weekdays, fiscal data requests
--   team        invite and remove people, approve orders above a member's limit
create function private.role_allows(role text, permission text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case permission
    when 'order' then role is null or role in ('owner', 'orders')
    when 'read_orders' then true
    when 'documents' then role is null or role in ('owner', 'accounting')
    when 'manage' then role is null or role = 'owner'
    when 'team' then role = 'owner'
    else false
  end;
$$;
revoke all on function private.role_allows(text, text) from public;
grant execute on function private.role_allows(text, text) to anon, authenticated, service_role;

-- The account the caller acts for: their business, or themselves.
create function private.acting_customer_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select m.business_id from public.business_members m where m.user_id = (select auth.uid())),
    (select auth.uid()));
$$;
revoke all on function private.acting_customer_id() from public;
grant execute on function private.acting_customer_id() to anon, authenticated, service_role;

-- The account whose data the caller may use for `permission`, or NULL. For RLS:
-- `customer_id = (select private.customer_for('read_orders'))`.
create function private.customer_for(permission text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.role_allows(m.role, customer_for.permission)
    then coalesce(m.business_id, caller.id) end
  from (select (select auth.uid()) as id) caller
  left join public.business_members m on m.user_id = caller.id
  where caller.id is not null;
$$;
revoke all on function private.customer_for(text) from public;
grant execute on function private.customer_for(text) to anon, authenticated, service_role;

-- The same, raising a clear Italian error when the caller may not (for customer functions).
create function private.require_customer_for(permission text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  membership public.business_members%rowtype;
  company text;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated',
      hint = 'Accedi per continuare.';
  end if;
  select * into membership from public.business_members m where m.user_id = caller;
  if private.role_allows(membership.role, require_customer_for.permission) then
    return coalesce(membership.business_id, caller);
  end if;
  if membership.user_id is null then
    raise exception using errcode = 'P0001', message = 'business_only',
      detail = format('%s needs a business account', require_customer_for.permission),
      hint = 'Questa funzione è riservata agli account business.';
  end if;
  select coalesce(p.company_name, 'questa attività') into company from public.profiles p where p.id = membership.business_id;
  raise exception using errcode = '42501', message = 'role_not_allowed',
    detail = format('role %s may not %s', membership.role, require_customer_for.permission),
    hint = format('Il tuo ruolo in %s non lo permette: chiedi al titolare.', company);
end;
$$;
revoke all on function private.require_customer_for(text) from public, anon;
grant execute on function private.require_customer_for(text) to authenticated, service_role;

-- An Italian label for a role, for e-mails and errors.
create function private.role_label(role text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case role when 'owner' then 'Titolare' when 'orders' then 'Ordini'
    when 'accounting' then 'Amministrazione' end;
$$;
revoke all on function private.role_label(text) from public, anon, authenticated;

-- The e-mail address and name of a profile (auth.users' address if the copy is missing).
create function private.contact_of(person uuid)
returns table (email text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.email, u.email), coalesce(p.full_name, p.company_name)
  from public.profiles p left join auth.users u on u.id = p.id
  where p.id = contact_of.person;
$$;
revoke all on function private.contact_of(uuid) from public, anon, authenticated;

-- Queues an account e-mail to a person once per dedupe key; true when it was queued now.
create function private.queue_account_mail(kind text, recipient uuid, payload jsonb, dedupe_key text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  contact record;
begin
  select * into contact from private.contact_of(queue_account_mail.recipient);
  if contact.email is null then
    return false;
  end if;
  insert into private.account_mails (kind, recipient_email, recipient_name, payload, dedupe_key)
    values (queue_account_mail.kind, contact.email, contact.name, coalesce(queue_account_mail.payload, '{}'),
            queue_account_mail.dedupe_key)
    on conflict on constraint account_mails_dedupe_key_key do nothing;
  return found;
end;
$$;
revoke all on function private.queue_account_mail(text, uuid, jsonb, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Profiles: the fiscal fields are the bakery's to grant.

revoke update on table public.profiles from authenticated;
grant update (full_name, phone, tax_code) on table public.profiles to authenticated;

-- A business's codice fiscale is part of its approved identity; a private customer's is theirs
-- to keep (it goes on the invoice they may ask for). Functions that approve run as the owner of
-- the tables, so this only stops the API roles.
create function private.guard_profile_fiscal_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
    and old.customer_type = 'business'
    and new.tax_code is distinct from old.tax_code then
    raise exception using errcode = '42501', message = 'fiscal_data_locked',
      hint = 'I dati fiscali di un account business si cambiano con una richiesta di modifica.';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_profile_fiscal_fields() from public, anon, authenticated;
create trigger profiles_guard_fiscal_fields before update on public.profiles
  for each row execute function private.guard_profile_fiscal_fields();

-- ---------------------------------------------------------------------------------------------
-- Row level security.

alter table public.business_accounts enable row level security;
alter table public.business_requests enable row level security;
alter table public.business_members enable row level security;
alter table public.business_invitations enable row level security;
revoke all on public.business_accounts, public.business_requests, public.business_members,
  public.business_invitations from anon, authenticated;
grant select on public.business_accounts, public.business_requests, public.business_members,
  public.business_invitations to authenticated;
grant all on public.business_accounts, public.business_requests, public.business_members,
  public.business_invitations to service_role;

create policy "members read their business account, admins all" on public.business_accounts
  for select to authenticated
  using (customer_id = (select private.customer_for('read_orders')) or (select private.is_admin()));
create policy "customers read own requests, admins all" on public.business_requests
  for select to authenticated
  using (customer_id = (select auth.uid()) or (select private.is_admin()));
create policy "people read their own membership, owners their team, admins all" on public.business_members
  for select to authenticated
  using (user_id = (select auth.uid()) or business_id = (select private.customer_for('team'))
         or (select private.is_admin()));
create policy "owners read their invitations, admins all" on public.business_invitations
  for select to authenticated
  using (business_id = (select private.customer_for('team')) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Requests.

-- The request's fields from a JSON object, cleaned, or invalid_business_request naming the field.
create function private.normalize_business_request(data jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  result jsonb;
  field text;
begin
  if data is null or jsonb_typeof(data) <> 'object' then
    perform private.raise_order_error('invalid_business_request', 'an object is expected',
      'I dati dell''attività non sono validi.');
  end if;
  result := jsonb_build_object(
    'company_name', private.clean_text(data ->> 'company_name'),
    'vat_number', nullif(regexp_replace(upper(coalesce(data ->> 'vat_number', '')), '^IT|[^0-9A-Z]', '', 'g'), ''),
    'tax_code', nullif(regexp_replace(upper(coalesce(data ->> 'tax_code', '')), '[^0-9A-Z]', '', 'g'), ''),
    'office_street', private.clean_text(data ->> 'office_street'),
    'office_postal_code', private.clean_text(data ->> 'office_postal_code'),
    'office_city', private.clean_text(data ->> 'office_city'),
    'office_province', upper(private.clean_text(data ->> 'office_province')),
    'sdi_code', nullif(upper(btrim(coalesce(data ->> 'sdi_code', ''))), ''),
    'pec', nullif(lower(btrim(coalesce(data ->> 'pec', ''))), ''));
  field := case
    when coalesce(char_length(result ->> 'company_name'), 0) not between 2 and 200 then 'company_name'
    when not coalesce(private.is_valid_partita_iva(result ->> 'vat_number'), false) then 'vat_number'
    when not coalesce(private.is_valid_codice_fiscale(result ->> 'tax_code'), false) then 'tax_code'
    when coalesce(char_length(result ->> 'office_street'), 0) not between 3 and 200 then 'office_street'
    when coalesce(result ->> 'office_postal_code', '') !~ '^[0-9]{5}$' then 'office_postal_code'
    when coalesce(char_length(result ->> 'office_city'), 0) not between 2 and 100 then 'office_city'
    when coalesce(result ->> 'office_province', '') !~ '^[A-Z]{2}$' then 'office_province'
    when result ->> 'sdi_code' is not null and (result ->> 'sdi_code') !~ '^[A-Z0-9]{7}$' then 'sdi_code'
    when result ->> 'pec' is not null and not private.is_valid_email(result ->> 'pec') then 'pec'
    when result ->> 'sdi_code' is null and result ->> 'pec' is null then 'sdi_code'
  end;
  if field is not null then
    perform private.raise_order_error('invalid_business_request', field, case field
      when 'company_name' then 'Indica la ragione sociale (almeno 2 caratteri).'
      when 'vat_number' then 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta.'
      when 'tax_code' then 'Codice fiscale non valido.'
      when 'office_street' then 'Indica l''indirizzo della sede legale.'
      when 'office_postal_code' then 'Il CAP della sede legale ha 5 cifre.'
      when 'office_city' then 'Indica il comune della sede legale.'
      when 'office_province' then 'Indica la sigla della provincia della sede legale (es. TO).'
      when 'pec' then 'Indirizzo PEC non valido.'
      else 'Indica il codice SDI (7 caratteri) oppure un indirizzo PEC.' end);
  end if;
  return result;
end;
$$;
revoke all on function private.normalize_business_request(jsonb) from public, anon, authenticated;

-- Stores a checked request; kind 'change' for an approved business, 'new' otherwise.
create function private.submit_business_request(customer uuid, data jsonb)
returns public.business_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean jsonb := private.normalize_business_request(data);
  saved public.business_requests;
begin
  if exists (select 1 from public.business_members m where m.user_id = customer and m.role <> 'owner') then
    perform private.raise_order_error('member_of_a_business', 'members act for their business',
      'Fai già parte del team di un''attività: per un account business tuo esci prima da quel team.');
  end if;
  if exists (select 1 from public.business_requests r where r.customer_id = customer and r.status = 'pending') then
    perform private.raise_order_error('request_pending', 'a request is already waiting',
      'Hai già una richiesta in attesa di verifica.');
  end if;
  insert into public.business_requests (
    customer_id, kind, company_name, vat_number, tax_code, office_street, office_postal_code,
    office_city, office_province, sdi_code, pec)
  values (
    customer,
    case when exists (select 1 from public.business_accounts b where b.customer_id = customer) then 'change' else 'new' end,
    clean ->> 'company_name', clean ->> 'vat_number', clean ->> 'tax_code', clean ->> 'office_street',
    clean ->> 'office_postal_code', clean ->> 'office_city', clean ->> 'office_province',
    clean ->> 'sdi_code', clean ->> 'pec')
  returning * into saved;
  return saved;
end;
$$;
revoke all on function private.submit_business_request(uuid, jsonb) from public, anon, authenticated;

-- The signed-in customer asks for a business account, or (an approved owner) for new fiscal
-- data. data: {company_name, vat_number, tax_code, office_street, office_postal_code,
-- office_city, office_province, sdi_code, pec}. Errors (P0001, Italian hint):
-- invalid_business_request (detail: the field), request_pending, member_of_a_business.
create function public.request_business_account(data jsonb)
returns public.business_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.submit_business_request(private.require_customer_for('manage'), data);
end;
$$;
revoke all on function public.request_business_account(jsonb) from public, anon;
grant execute on function public.request_business_account(jsonb) to authenticated;

create function public.withdraw_business_request()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.business_requests r set status = 'withdrawn', reviewed_at = now()
    where r.customer_id = private.require_customer_for('manage') and r.status = 'pending';
end;
$$;
revoke all on function public.withdraw_business_request() from public, anon;
grant execute on function public.withdraw_business_request() to authenticated;

-- Sign-up with the business form: the request travels in the user's metadata
-- (data.business_request) and is stored once the profile exists. Invalid data is left out
-- rather than failing the sign-up: the profile page offers the form again.
create function private.business_request_from_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(new.raw_user_meta_data -> 'business_request') = 'object' then
    begin
      perform private.submit_business_request(new.id, new.raw_user_meta_data -> 'business_request');
    exception when others then
      raise notice 'business request at sign-up left out: %', sqlerrm;
    end;
  end if;
  return null;
end;
$$;
revoke all on function private.business_request_from_sign_up() from public, anon, authenticated;
-- After on_auth_user_created (names sort), so the profile exists.
create trigger on_auth_user_created_business_request after insert on auth.users
  for each row execute function private.business_request_from_sign_up();

-- The admins hear of every new request.
create function private.notify_business_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.admin_notifications (type, title, body, payload)
  values (
    'business_request',
    case new.kind when 'new' then 'Richiesta di account business' else 'Richiesta di modifica dei dati fiscali' end,
    format('%s (P. IVA %s) chiede %s.', new.company_name, new.vat_number,
      case new.kind when 'new' then 'un account business' else 'di aggiornare i dati fiscali' end),
    jsonb_build_object('request_id', new.id, 'user_id', new.customer_id));
  return null;
end;
$$;
revoke all on function private.notify_business_request() from public, anon, authenticated;
create trigger business_requests_notify after insert on public.business_requests
  for each row execute function private.notify_business_request();

alter table public.admin_notifications drop constraint admin_notifications_type_check;
alter table public.admin_notifications add constraint admin_notifications_type_check
  check (type in ('new_user', 'new_order', 'order_cancelled', 'contact_message', 'low_stock', 'business_request'));

-- Admins: the requests of one status, newest first, with what the console needs to decide:
-- the customer's contact and the other accounts already using the same Partita IVA.
create function public.admin_business_requests(p_status text default 'pending', p_limit integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(to_jsonb(r) || jsonb_build_object(
        'customer_name', p.full_name,
        'customer_email', p.email,
        'customer_since', p.created_at,
        'same_vat_customers', (
          select coalesce(jsonb_agg(jsonb_build_object('customer_id', o.id, 'name', coalesce(o.company_name, o.full_name))), '[]')
          from public.profiles o where o.vat_number = r.vat_number and o.id <> r.customer_id))
      order by r.submitted_at desc)
    from (select * from public.business_requests r
          where r.status = coalesce(p_status, 'pending')
          order by r.submitted_at desc
          limit least(greatest(coalesce(p_limit, 50), 1), 200)) r
    join public.profiles p on p.id = r.customer_id), '[]');
end;
$$;
revoke all on function public.admin_business_requests(text, integer) from public, anon;
grant execute on function public.admin_business_requests(text, integer) to authenticated;

-- Admins: approve (with the terms and credit limit to start with) or reject (with a note the
-- customer reads) a pending request. Approval of a 'new' request makes the customer a business
-- and its owner; of a 'change', replaces the fiscal data. The customer is e-mailed either way.
create function public.admin_review_business_request(
  p_request_id uuid,
  p_approve boolean,
  p_note text default null,
  p_payment_terms text default 'immediate',
  p_payment_term_days integer default 0,
  p_credit_limit numeric default 0
)
returns public.business_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.business_requests%rowtype;
  note text := private.clean_text(p_note);
begin
  perform private.require_admin();
  select * into request from public.business_requests r where r.id = p_request_id for update;
  if request.id is null then
    perform private.raise_order_error('request_not_found', 'no such request', 'Richiesta non trovata.');
  end if;
  if request.status <> 'pending' then
    perform private.raise_order_error('request_already_reviewed', request.status,
      'Questa richiesta è già stata esaminata.');
  end if;
  if char_length(note) > 1000 then
    perform private.raise_order_error('invalid_note', 'at most 1000 characters', 'La nota può avere al massimo 1000 caratteri.');
  end if;
  if not coalesce(p_approve, false) and note is null then
    perform private.raise_order_error('note_required', 'a rejection needs a note',
      'Scrivi al cliente perché la richiesta non è stata approvata.');
  end if;

  if p_approve then
    if request.kind = 'new' and exists (
      select 1 from public.business_members m where m.user_id = request.customer_id and m.role <> 'owner') then
      perform private.raise_order_error('member_of_a_business', 'the customer joined a team meanwhile',
        'Il cliente fa parte del team di un''altra attività.');
    end if;
    update public.profiles p set
        customer_type = 'business', company_name = request.company_name, vat_number = request.vat_number,
        tax_code = request.tax_code, sdi_code = request.sdi_code, pec = request.pec
      where p.id = request.customer_id;
    insert into public.business_accounts as b (
        customer_id, office_street, office_postal_code, office_city, office_province,
        payment_terms, payment_term_days, credit_limit, approved_by)
      values (request.customer_id, request.office_street, request.office_postal_code, request.office_city,
        request.office_province, coalesce(p_payment_terms, 'immediate'), coalesce(p_payment_term_days, 0),
        coalesce(p_credit_limit, 0), (select auth.uid()))
      on conflict (customer_id) do update set
        office_street = excluded.office_street, office_postal_code = excluded.office_postal_code,
        office_city = excluded.office_city, office_province = excluded.office_province, updated_at = now();
    insert into public.business_members (user_id, business_id, role, added_by)
      values (request.customer_id, request.customer_id, 'owner', (select auth.uid()))
      on conflict (user_id) do nothing;
  end if;

  update public.business_requests r
    set status = case when p_approve then 'approved' else 'rejected' end,
        admin_note = note, reviewed_at = now(), reviewed_by = (select auth.uid())
    where r.id = request.id
    returning * into request;
  perform private.queue_account_mail(
    case when p_approve then 'business_approved' else 'business_rejected' end,
    request.customer_id,
    jsonb_build_object('request_kind', request.kind, 'company_name', request.company_name, 'note', note),
    'business-request:' || request.id);
  return request;
end;
$$;
revoke all on function public.admin_review_business_request(uuid, boolean, text, text, integer, numeric) from public, anon;
grant execute on function public.admin_review_business_request(uuid, boolean, text, text, integer, numeric) to authenticated;

-- Admins: a business's payment terms and credit limit.
create function public.admin_set_business_terms(
  p_customer_id uuid,
  p_payment_terms text,
  p_payment_term_days integer,
  p_credit_limit numeric
)
returns public.business_accounts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.business_accounts;
begin
  perform private.require_admin();
  if p_payment_terms is null or p_payment_terms not in ('immediate', 'days_after_delivery', 'end_of_month')
    or p_payment_term_days is null or p_credit_limit is null or p_credit_limit < 0 or p_credit_limit > 1000000
    or p_credit_limit <> round(p_credit_limit, 2)
    or not ((p_payment_terms = 'immediate' and p_payment_term_days = 0)
      or (p_payment_terms = 'days_after_delivery' and p_payment_term_days between 1 and 30)
      or (p_payment_terms = 'end_of_month' and p_payment_term_days between 0 and 30)) then
    perform private.raise_order_error('invalid_terms', 'terms beyond the law or a bad credit limit',
      'Termini non validi: per gli alimenti deperibili il pagamento va al massimo a 30 giorni dalla consegna o dalla fine del mese di consegna (D.Lgs. 198/2021, art. 4), e il fido è un importo da 0 in su.');
  end if;
  update public.business_accounts b
    set payment_terms = p_payment_terms, payment_term_days = p_payment_term_days,
        credit_limit = p_credit_limit, updated_at = now()
    where b.customer_id = p_customer_id
    returning * into saved;
  if saved.customer_id is null then
    perform private.raise_order_error('customer_not_found', 'not a business account', 'Questo cliente non ha un account business.');
  end if;
  return saved;
end;
$$;
revoke all on function public.admin_set_business_terms(uuid, text, integer, numeric) from public, anon;
grant execute on function public.admin_set_business_terms(uuid, text, integer, numeric) to authenticated;

-- The owner: the weekdays the business cannot receive deliveries (ISO 1 Monday … 6 Saturday).
create function public.set_business_closed_weekdays(weekdays integer[])
returns smallint[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  business uuid := private.require_customer_for('manage');
  clean smallint[];
begin
  select coalesce(array_agg(distinct d::smallint order by d::smallint), '{}') into clean
    from unnest(coalesce(weekdays, '{}')) d;
  if not clean <@ '{1,2,3,4,5,6}'::smallint[] or cardinality(clean) > 5 then
    perform private.raise_order_error('invalid_weekdays', 'weekdays 1-6, at most 5',
      'Scegli al massimo cinque giorni fra lunedì e sabato: almeno un giorno deve restare aperto alle consegne.');
  end if;
  update public.business_accounts b set closed_weekdays = clean, updated_at = now()
    where b.customer_id = business;
  if not found then
    perform private.raise_order_error('business_only', 'not a business account',
      'I giorni di chiusura sono per gli account business.');
  end if;
  return clean;
end;
$$;
revoke all on function public.set_business_closed_weekdays(integer[]) from public, anon;
grant execute on function public.set_business_closed_weekdays(integer[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The team.

-- The owner invites someone by e-mail. Errors: invalid_email, invalid_role, invalid_limit,
-- already_member, invitation_pending.
create function public.invite_business_member(p_email text, p_role text, p_purchase_limit numeric default null)
returns public.business_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  business uuid := private.require_customer_for('team');
  invitee text := lower(btrim(coalesce(p_email, '')));
  saved public.business_invitations;
  company text;
begin
  if not private.is_valid_email(invitee) then
    perform private.raise_order_error('invalid_email', 'not an e-mail address', 'Indirizzo e-mail non valido.');
  end if;
  if p_role is null or p_role not in ('orders', 'accounting') then
    perform private.raise_order_error('invalid_role', 'orders or accounting', 'Scegli il ruolo: Ordini o Amministrazione.');
  end if;
  if p_purchase_limit is not null and (p_role <> 'orders' or p_purchase_limit <= 0 or p_purchase_limit > 100000
      or p_purchase_limit <> round(p_purchase_limit, 2)) then
    perform private.raise_order_error('invalid_limit', 'a positive amount for the orders role',
      'Il limite di spesa è un importo maggiore di zero, solo per il ruolo Ordini.');
  end if;
  if exists (select 1 from public.business_members m join public.profiles p on p.id = m.user_id
             where m.business_id = business and lower(p.email) = invitee) then
    perform private.raise_order_error('already_member', invitee, 'Questa persona fa già parte del team.');
  end if;
  insert into public.business_invitations (business_id, email, role, purchase_limit, invited_by)
    values (business, invitee, p_role, p_purchase_limit, (select auth.uid()))
    on conflict (business_id, email) where accepted_at is null and declined_at is null and revoked_at is null
      do update set role = excluded.role, purchase_limit = excluded.purchase_limit,
        expires_at = now() + interval '14 days', invited_by = excluded.invited_by
    returning * into saved;
  select p.company_name into company from public.profiles p where p.id = business;
  insert into private.account_mails (kind, recipient_email, payload, dedupe_key)
    values ('member_invited', invitee,
      jsonb_build_object('company_name', company, 'role', private.role_label(p_role),
        'purchase_limit', p_purchase_limit, 'expires_at', saved.expires_at,
        'invited_by', (select c.name from private.contact_of((select auth.uid())) c)),
      'invitation:' || saved.id || ':' || extract(epoch from saved.expires_at)::bigint)
    on conflict on constraint account_mails_dedupe_key_key do nothing;
  return saved;
end;
$$;
revoke all on function public.invite_business_member(text, text, numeric) from public, anon;
grant execute on function public.invite_business_member(text, text, numeric) to authenticated;

create function public.revoke_business_invitation(p_invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.business_invitations i set revoked_at = now()
    where i.id = p_invitation_id and i.business_id = private.require_customer_for('team')
      and i.accepted_at is null and i.declined_at is null and i.revoked_at is null;
end;
$$;
revoke all on function public.revoke_business_invitation(uuid) from public, anon;
grant execute on function public.revoke_business_invitation(uuid) to authenticated;

-- The invitations waiting for the signed-in user's confirmed e-mail address.
create function public.my_business_invitations()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', i.id, 'company_name', p.company_name, 'role', i.role, 'purchase_limit', i.purchase_limit,
      'expires_at', i.expires_at, 'invited_by', inviter.full_name) order by i.created_at), '[]')
  from public.business_invitations i
  join auth.users u on u.id = (select auth.uid()) and u.email_confirmed_at is not null
    and lower(u.email) = i.email
  join public.profiles p on p.id = i.business_id
  left join public.profiles inviter on inviter.id = i.invited_by
  where i.accepted_at is null and i.declined_at is null and i.revoked_at is null and i.expires_at > now();
$$;
revoke all on function public.my_business_invitations() from public, anon;
grant execute on function public.my_business_invitations() to authenticated;

-- The invited user accepts (or declines). Errors: invitation_not_found, already_business,
-- member_of_a_business, request_pending.
create function public.answer_business_invitation(p_invitation_id uuid, p_accept boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  invitation public.business_invitations%rowtype;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated', hint = 'Accedi per rispondere all''invito.';
  end if;
  select i.* into invitation from public.business_invitations i
    join auth.users u on u.id = caller and u.email_confirmed_at is not null and lower(u.email) = i.email
    where i.id = p_invitation_id and i.accepted_at is null and i.declined_at is null
      and i.revoked_at is null and i.expires_at > now()
    for update of i;
  if invitation.id is null then
    perform private.raise_order_error('invitation_not_found', 'no open invitation for this address',
      'Questo invito non è più valido: chiedi al titolare di inviarne uno nuovo.');
  end if;
  if not coalesce(p_accept, false) then
    update public.business_invitations i set declined_at = now() where i.id = invitation.id;
    return;
  end if;
  if exists (select 1 from public.business_accounts b where b.customer_id = caller) then
    perform private.raise_order_error('already_business', 'the caller owns a business account',
      'Il tuo account è già un account business: usa un altro indirizzo per entrare nel team.');
  end if;
  if exists (select 1 from public.business_members m where m.user_id = caller) then
    perform private.raise_order_error('member_of_a_business', 'already in a team',
      'Fai già parte del team di un''attività: esci prima da quel team.');
  end if;
  if exists (select 1 from public.business_requests r where r.customer_id = caller and r.status = 'pending') then
    perform private.raise_order_error('request_pending', 'a business request is waiting',
      'Hai una richiesta di account business in attesa: ritirala prima di entrare nel team.');
  end if;
  insert into public.business_members (user_id, business_id, role, purchase_limit, added_by)
    values (caller, invitation.business_id, invitation.role, invitation.purchase_limit, invitation.invited_by);
  update public.business_invitations i set accepted_at = now() where i.id = invitation.id;
end;
$$;
revoke all on function public.answer_business_invitation(uuid, boolean) from public, anon;
grant execute on function public.answer_business_invitation(uuid, boolean) to authenticated;

-- The owner: the team with names and e-mails, and the invitations still open.
create function public.business_team()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  business uuid := private.require_customer_for('team');
begin
  return jsonb_build_object(
    'members', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', m.user_id, 'role', m.role,
          'purchase_limit', m.purchase_limit, 'full_name', p.full_name, 'email', p.email,
          'joined_at', m.created_at)
        order by m.role = 'owner' desc, p.full_name)
      from public.business_members m join public.profiles p on p.id = m.user_id
      where m.business_id = business), '[]'),
    'invitations', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'email', i.email, 'role', i.role,
          'purchase_limit', i.purchase_limit, 'created_at', i.created_at, 'expires_at', i.expires_at,
          'expired', i.expires_at <= now())
        order by i.created_at desc)
      from public.business_invitations i
      where i.business_id = business and i.accepted_at is null and i.declined_at is null
        and i.revoked_at is null), '[]'));
end;
$$;
revoke all on function public.business_team() from public, anon;
grant execute on function public.business_team() to authenticated;

-- The owner changes a member's role or purchase limit, or removes them. The owner's own row
-- is not changed here.
create function public.update_business_member(p_user_id uuid, p_role text, p_purchase_limit numeric default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  business uuid := private.require_customer_for('team');
begin
  if p_role is null or p_role not in ('orders', 'accounting') then
    perform private.raise_order_error('invalid_role', 'orders or accounting', 'Scegli il ruolo: Ordini o Amministrazione.');
  end if;
  if p_purchase_limit is not null and (p_role <> 'orders' or p_purchase_limit <= 0 or p_purchase_limit > 100000
      or p_purchase_limit <> round(p_purchase_limit, 2)) then
    perform private.raise_order_error('invalid_limit', 'a positive amount for the orders role',
      'Il limite di spesa è un importo maggiore di zero, solo per il ruolo Ordini.');
  end if;
  update public.business_members m set role = p_role, purchase_limit = p_purchase_limit
    where m.user_id = p_user_id and m.business_id = business and m.role <> 'owner';
  if not found then
    perform private.raise_order_error('member_not_found', 'not a member of this team', 'Questa persona non fa parte del team.');
  end if;
end;
$$;
revoke all on function public.update_business_member(uuid, text, numeric) from public, anon;
grant execute on function public.update_business_member(uuid, text, numeric) to authenticated;

create function public.remove_business_member(p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  business uuid := private.require_customer_for('team');
begin
  delete from public.business_members m
    where m.user_id = p_user_id and m.business_id = business and m.role <> 'owner';
  if not found then
    perform private.raise_order_error('member_not_found', 'not a member of this team', 'Questa persona non fa parte del team.');
  end if;
end;
$$;
revoke all on function public.remove_business_member(uuid) from public, anon;
grant execute on function public.remove_business_member(uuid) to authenticated;

-- A member leaves the team (the owner cannot: the business is theirs).
create function public.leave_business()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.business_members m where m.user_id = (select auth.uid()) and m.role <> 'owner';
end;
$$;
revoke all on function public.leave_business() from public, anon;
grant execute on function public.leave_business() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Account e-mails, sent by order-follow-up (claim, then finish), as the order e-mails.

create function public.claim_account_mails(max_count integer default 20)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  with picked as (
    select m.id from private.account_mails m
    where m.sent_at is null and m.attempts < 5
      and (m.claimed_at is null or m.claimed_at < now() - interval '10 minutes')
    order by m.id
    limit least(greatest(coalesce(claim_account_mails.max_count, 20), 1), 100)
    for update skip locked
  ), taken as (
    update private.account_mails m set claimed_at = now(), attempts = m.attempts + 1
      from picked where m.id = picked.id
      returning m.id, m.kind, m.recipient_email, m.recipient_name, m.payload
  )
  select coalesce(jsonb_agg(to_jsonb(t) order by t.id), '[]') from taken t;
$$;
revoke all on function public.claim_account_mails(integer) from public, anon, authenticated;
grant execute on function public.claim_account_mails(integer) to service_role;

create function public.finish_account_mail(mail_id bigint, sent boolean)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.account_mails m
    set sent_at = case when finish_account_mail.sent then now() end,
        claimed_at = case when finish_account_mail.sent then m.claimed_at end
    where m.id = finish_account_mail.mail_id;
$$;
revoke all on function public.finish_account_mail(bigint, boolean) from public, anon, authenticated;
grant execute on function public.finish_account_mail(bigint, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Businesses that existed before verification keep their status: the bakery knows its
-- restaurants, and taking bank transfer away from them overnight would stop their orders. Their
-- office is not known yet (the delivery address stands in, marked for the admin to check).

insert into public.business_accounts (customer_id, office_street, office_postal_code, office_city, office_province, approved_by)
select p.id, a.street, a.postal_code, a.city, a.province, null
from public.profiles p
join lateral (
  select * from public.delivery_addresses d where d.user_id = p.id
  order by d.is_default desc, d.created_at limit 1
) a on true
where p.customer_type = 'business'
on conflict (customer_id) do nothing;

insert into public.business_members (user_id, business_id, role)
select b.customer_id, b.customer_id, 'owner' from public.business_accounts b
on conflict (user_id) do nothing;

-- A business with no saved address has no office to stand in: it goes back to private and asks
-- again from its profile (its fiscal data stay on the profile for the form).
update public.profiles p set customer_type = 'private'
where p.customer_type = 'business'
  and not exists (select 1 from public.business_accounts b where b.customer_id = p.id);
