-- The shop's own data in exactly one row: legal identity (shown in the footer and on invoices),
-- contacts, social links, shipping rules, order cut-off, bank details for transfers and where
-- cash on delivery is offered. place_order reads shipping and payment rules from here.

create table public.shop_settings (
  id boolean primary key default true check (id),
  company_name text not null check (char_length(company_name) between 2 and 200),
  street_address text not null,
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  city text not null,
  province text not null check (province ~ '^[A-Z]{2}$'),
  vat_number text not null check (private.is_valid_partita_iva(vat_number)),
  rea text not null,
  share_capital text not null,
  email text not null check (private.is_valid_email(email)),
  phone text not null check (private.is_valid_phone(phone)),
  whatsapp text check (whatsapp is null or private.is_valid_phone(whatsapp)),
  instagram_url text check (instagram_url ~ '^https://'),
  facebook_url text check (facebook_url ~ '^https://'),
  x_url text check (x_url ~ '^https://'),
  linkedin_url text check (linkedin_url ~ '^https://'),
  youtube_url text check (youtube_url ~ '^https://'),
  tiktok_url text check (tiktok_url ~ '^https://'),
  shipping_fee numeric(10, 2) not null default 7.90 check (shipping_fee >= 0),
  free_shipping_threshold numeric(10, 2) not null default 50.00 check (free_shipping_threshold >= 0),
  order_cutoff_time time not null default '14:00',
  bank_account_holder text,
  iban text check (iban is null or private.is_valid_iban(iban)),
  bank_name text,
  cash_on_delivery_enabled boolean not null default true,
  cash_on_delivery_provinces text[] not null default '{TO}'
    check (array_to_string(cash_on_delivery_provinces, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'),
  ribbon_texts text[] not null default '{}' check (cardinality(ribbon_texts) <= 6),
  updated_at timestamptz not null default now()
);
comment on table public.shop_settings is
  'Exactly one row (id = true): legal data, contacts, social links, shipping_fee and free_shipping_threshold (euros; shipping is free when the goods total after discounts reaches the threshold), order_cutoff_time (Europe/Rome local time; orders after it count from the next day), bank details for bank transfers (bank transfer is offered only when an IBAN is set), cash on delivery switch and provinces (sigle), ribbon_texts for the header. Everyone reads it; only admins update it.';
comment on column public.shop_settings.order_cutoff_time is 'Local time in Europe/Rome.';
comment on column public.shop_settings.share_capital is 'As printed, e.g. "€ 10.000 i.v.".';

create trigger shop_settings_set_updated_at before update on public.shop_settings
  for each row execute function private.set_updated_at();

-- The shop's identity. Bank details stay empty until an admin enters the real IBAN, so bank
-- transfer is not offered with made-up coordinates.
insert into public.shop_settings (
  company_name, street_address, postal_code, city, province, vat_number, rea, share_capital,
  email, phone, instagram_url, facebook_url, x_url, linkedin_url, youtube_url, tiktok_url,
  shipping_fee, free_shipping_threshold, order_cutoff_time,
  cash_on_delivery_enabled, cash_on_delivery_provinces, ribbon_texts
) values (
  'Bottega del Bun S.r.l.', 'Via Pastrengo 18', '10024', 'Moncalieri', 'TO', '09456120014',
  'TO-1187654', '€ 10.000 i.v.',
  'info@bottegadelbun.it', '+39 011 640 1234',
  'https://www.instagram.com/bottegadelbun', 'https://www.facebook.com/bottegadelbun',
  'https://x.com/bottegadelbun', 'https://www.linkedin.com/company/bottegadelbun',
  'https://www.youtube.com/@bottegadelbun', 'https://www.tiktok.com/@bottegadelbun',
  7.90, 50.00, '14:00',
  true, '{TO,AT,CN}',
  array[
    'Bun artigianali sfornati ogni giorno nel nostro laboratorio di Moncalieri',
    'Consegna in 1-2 giorni lavorativi in tutta Italia con corriere refrigerato',
    'Farine italiane, lievito madre e 18 ore di lievitazione naturale'
  ]
) on conflict (id) do nothing;

alter table public.shop_settings enable row level security;
revoke all on table public.shop_settings from anon, authenticated;
grant select on table public.shop_settings to anon, authenticated;
grant update on table public.shop_settings to authenticated;

create policy "visitors read shop settings" on public.shop_settings
  for select to anon
  using (true);
create policy "customers read shop settings" on public.shop_settings
  for select to authenticated
  using (true);
create policy "admins update shop settings" on public.shop_settings
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
