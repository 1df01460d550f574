-- The catalogue: every field of the spec's Product (§3). Prices are euros in numeric(10,2),
-- per pack (docs/decisions/002-money-and-pricing.md). Products that appear in orders cannot be
-- deleted (order_items references them): archive them with archived_at instead.

-- The spec's nutritional_values: an object with six non-negative numbers per 100 g.
create function private.is_valid_nutrition(nutrition jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(nutrition) = 'object'
    and (
      select count(*) = 6 and bool_and(jsonb_typeof(nutrition -> key) = 'number' and (nutrition ->> key)::numeric >= 0)
      from unnest(array['calories', 'carbs', 'proteins', 'fats', 'fiber', 'salt']) as key
    );
$$;
comment on function private.is_valid_nutrition(jsonb) is
  'True for {calories, carbs, proteins, fats, fiber, salt} with non-negative numbers (other keys allowed).';
revoke all on function private.is_valid_nutrition(jsonb) from public;
grant execute on function private.is_valid_nutrition(jsonb) to anon, authenticated, service_role;

create table public.products (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  name text not null check (char_length(name) between 2 and 120),
  description text not null default '' check (char_length(description) <= 500),
  full_description text not null default '' check (char_length(full_description) <= 5000),
  price numeric(10, 2) not null check (price > 0),
  image_url text,
  gallery text[] not null default '{}',
  category text not null check (category in ('classici', 'speciali', 'integrali', 'brioche', 'senza_glutine')),
  tags text[] not null default '{}',
  ingredients text not null default '',
  allergens text[] not null default '{}' check (
    allergens <@ array['glutine', 'crostacei', 'uova', 'pesce', 'arachidi', 'soia', 'latte',
      'frutta_a_guscio', 'sedano', 'senape', 'sesamo', 'solfiti', 'lupini', 'molluschi']::text[]
  ),
  nutritional_values jsonb not null
    default '{"calories": 0, "carbs": 0, "proteins": 0, "fats": 0, "fiber": 0, "salt": 0}'::jsonb
    check (private.is_valid_nutrition(nutritional_values)),
  preparation text not null default '',
  storage text not null default '',
  perfect_pairings text[] not null default '{}',
  is_bestseller boolean not null default false,
  is_vegan boolean not null default false,
  is_gluten_free boolean not null default false,
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  weight_grams integer check (weight_grams between 1 and 2000),
  pack_size integer not null default 4 check (pack_size between 1 and 100),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A gluten-free bun cannot list gluten; a vegan one cannot list milk, eggs, fish or shellfish.
  constraint products_gluten_free_has_no_gluten check (not is_gluten_free or not ('glutine' = any (allergens))),
  constraint products_vegan_has_no_animal_allergens check (
    not is_vegan or not (allergens && array['latte', 'uova', 'pesce', 'crostacei', 'molluschi']::text[])
  )
);
comment on table public.products is
  'Catalogue. price = euros per pack of pack_size buns (default 4); stock_quantity counts packs; weight_grams is per bun. Image columns (image_url, gallery) hold a storage key "<bucket>/<path>" (e.g. product-images/seed/bun-classico.svg) or an absolute https URL; the client turns keys into public URLs. category: classici | speciali | integrali | brioche | senza_glutine. allergens: the 14 EU allergen codes. Archived products (archived_at set) are hidden from the shop.';
comment on column public.products.price is 'Euros per pack (pack_size buns), VAT included.';
comment on column public.products.stock_quantity is 'Packs available; decremented atomically by place_order.';
comment on column public.products.weight_grams is 'Weight of one bun in grams.';
comment on column public.products.nutritional_values is
  'Per 100 g: {calories (kcal), carbs, proteins, fats, fiber, salt (g)}.';
comment on column public.products.archived_at is 'Set instead of deleting a product that appears in orders.';

-- The shop's list queries: ordered by name, filtered by category or bestseller, never archived.
create index products_active_name_idx on public.products (name) where archived_at is null;
create index products_active_category_name_idx on public.products (category, name) where archived_at is null;
create index products_active_bestseller_name_idx on public.products (name)
  where archived_at is null and is_bestseller;

create function private.normalize_product()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.slug := lower(btrim(new.slug));
  new.name := btrim(new.name);
  -- Keep arrays free of blanks and duplicates so filters and the UI stay predictable.
  new.allergens := coalesce(array(select distinct lower(btrim(a)) from unnest(new.allergens) a where btrim(a) <> '' order by 1), '{}');
  new.tags := coalesce(array(select distinct btrim(t) from unnest(new.tags) t where btrim(t) <> '' order by 1), '{}');
  return new;
end;
$$;
revoke all on function private.normalize_product() from public, anon, authenticated;

create trigger products_normalize before insert or update on public.products
  for each row execute function private.normalize_product();
create trigger products_set_updated_at before update on public.products
  for each row execute function private.set_updated_at();

alter table public.products enable row level security;
revoke all on table public.products from anon, authenticated;
grant select on table public.products to anon;
grant select, insert, update, delete on table public.products to authenticated;

create policy "visitors read products on sale" on public.products
  for select to anon
  using (archived_at is null);
create policy "customers read products on sale, admins read all" on public.products
  for select to authenticated
  using (archived_at is null or (select private.is_admin()));
create policy "admins add products" on public.products
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "admins update products" on public.products
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete products" on public.products
  for delete to authenticated
  using ((select private.is_admin()));
