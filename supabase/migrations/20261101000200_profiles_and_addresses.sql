-- Customer profiles (one per auth user, created by a trigger at sign-up) and their saved
-- delivery addresses. Deleting the auth user deletes both (GDPR erasure); orders keep their
-- own snapshots and lose only the link to the person (see the orders migration).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  email text,
  phone text check (phone is null or private.is_valid_phone(phone)),
  customer_type text not null default 'private' check (customer_type in ('private', 'business')),
  company_name text check (char_length(company_name) between 2 and 200),
  vat_number text check (vat_number is null or private.is_valid_partita_iva(vat_number)),
  tax_code text check (tax_code is null or private.is_valid_codice_fiscale(tax_code)),
  sdi_code text check (sdi_code is null or sdi_code ~ '^[A-Z0-9]{7}$'),
  pec text check (pec is null or private.is_valid_email(pec)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Electronic invoicing (fattura elettronica) needs the company, its Partita IVA and where to
  -- deliver the invoice: the SDI code or a PEC address. Enforced only for business profiles;
  -- profiles start as 'private' (the sign-up trigger), so a fresh profile never trips it, and
  -- switching to 'business' must send these fields in the same update.
  constraint profiles_business_invoice_data check (
    customer_type = 'private'
    or (company_name is not null and vat_number is not null and (sdi_code is not null or pec is not null))
  )
);
comment on table public.profiles is
  'One row per auth user: contact and invoicing data. Created by a trigger on auth.users; email is a copy kept in sync by a trigger. customer_type ''business'' requires company_name, vat_number (Partita IVA with valid check digit) and sdi_code or pec.';
comment on column public.profiles.email is 'Copy of auth.users.email (read-only for clients).';
comment on column public.profiles.company_name is 'Ragione sociale.';
comment on column public.profiles.vat_number is 'Partita IVA, 11 digits, without the IT prefix.';
comment on column public.profiles.tax_code is 'Codice fiscale (16 characters, or 11 digits for companies).';
comment on column public.profiles.sdi_code is 'Codice destinatario SDI, 7 characters.';

-- Forms send '' for empty fields, lower case codes and "IT" prefixes: store one canonical form.
create function private.normalize_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.full_name := private.clean_text(new.full_name);
  new.phone := private.clean_text(new.phone);
  new.company_name := private.clean_text(new.company_name);
  new.vat_number := nullif(regexp_replace(upper(coalesce(new.vat_number, '')), '^IT|[^0-9A-Z]', '', 'g'), '');
  new.tax_code := nullif(regexp_replace(upper(coalesce(new.tax_code, '')), '[^0-9A-Z]', '', 'g'), '');
  new.sdi_code := nullif(upper(btrim(coalesce(new.sdi_code, ''))), '');
  new.pec := nullif(lower(btrim(coalesce(new.pec, ''))), '');
  return new;
end;
$$;
revoke all on function private.normalize_profile() from public, anon, authenticated;

create trigger profiles_normalize before insert or update on public.profiles
  for each row execute function private.normalize_profile();
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- Sign-up creates the profile from the name given at registration (user_metadata.name).
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, email)
  values (new.id, left(private.clean_text(new.raw_user_meta_data ->> 'name'), 200), new.email)
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- An e-mail change confirmed in auth updates the copy in the profile.
create function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
revoke all on function private.sync_profile_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_profile_email();

-- Users who existed before this migration (hosted project) get their profile too.
insert into public.profiles (id, full_name, email)
select users.id, left(private.clean_text(users.raw_user_meta_data ->> 'name'), 200), users.email
from auth.users users
on conflict (id) do nothing;

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
-- id, email and timestamps are not writable by clients.
grant update (full_name, phone, customer_type, company_name, vat_number, tax_code, sdi_code, pec)
  on table public.profiles to authenticated;

create policy "customers read own profile, admins read all" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy "customers update own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------

create table public.delivery_addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  label text not null default 'Casa' check (char_length(label) between 1 and 60),
  recipient text not null check (char_length(recipient) between 2 and 120),
  street text not null check (char_length(street) between 3 and 200),
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  city text not null check (char_length(city) between 2 and 100),
  province text not null check (province ~ '^[A-Z]{2}$'),
  phone text check (phone is null or private.is_valid_phone(phone)),
  notes text check (char_length(notes) <= 500),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.delivery_addresses is
  'Saved delivery addresses, several per customer, at most one is_default (the first saved address becomes the default; choosing another default clears the old one).';
comment on column public.delivery_addresses.province is 'Sigla della provincia, 2 capital letters (e.g. TO).';
create index delivery_addresses_user_id_idx on public.delivery_addresses (user_id);
create unique index delivery_addresses_one_default_per_user
  on public.delivery_addresses (user_id) where is_default;

-- SECURITY INVOKER on purpose: the sibling updates below run under the caller's RLS, so they
-- can only ever touch the caller's own addresses.
create function private.prepare_delivery_address()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.label := coalesce(private.clean_text(new.label), 'Casa');
  new.recipient := private.clean_text(new.recipient);
  new.street := private.clean_text(new.street);
  new.postal_code := private.clean_text(new.postal_code);
  new.city := private.clean_text(new.city);
  new.province := upper(private.clean_text(new.province));
  new.phone := private.clean_text(new.phone);
  new.notes := private.clean_text(new.notes);
  if tg_op = 'INSERT' and not new.is_default and not exists (
    select 1 from public.delivery_addresses other where other.user_id = new.user_id
  ) then
    new.is_default := true;
  end if;
  if new.is_default then
    update public.delivery_addresses other
      set is_default = false
      where other.user_id = new.user_id and other.id <> new.id and other.is_default;
  end if;
  return new;
end;
$$;
revoke all on function private.prepare_delivery_address() from public, anon, authenticated;

create trigger delivery_addresses_prepare before insert or update on public.delivery_addresses
  for each row execute function private.prepare_delivery_address();
create trigger delivery_addresses_set_updated_at before update on public.delivery_addresses
  for each row execute function private.set_updated_at();

-- Deleting the default address promotes the most recent remaining one.
create function private.promote_default_address()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.is_default then
    update public.delivery_addresses
      set is_default = true
      where id = (
        select other.id from public.delivery_addresses other
        where other.user_id = old.user_id
        order by other.created_at desc, other.id
        limit 1
      );
  end if;
  return null;
end;
$$;
revoke all on function private.promote_default_address() from public, anon, authenticated;

create trigger delivery_addresses_promote_default after delete on public.delivery_addresses
  for each row execute function private.promote_default_address();

alter table public.delivery_addresses enable row level security;
revoke all on table public.delivery_addresses from anon, authenticated;
grant select, insert, update, delete on table public.delivery_addresses to authenticated;

create policy "customers read own addresses, admins read all" on public.delivery_addresses
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "customers add own addresses" on public.delivery_addresses
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "customers update own addresses" on public.delivery_addresses
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "customers delete own addresses" on public.delivery_addresses
  for delete to authenticated
  using (user_id = (select auth.uid()));
