-- The server copy of a signed-in customer's cart, so a restaurant's tablet and phone share one
-- cart. The browser keeps its own copy (offline first); the merge on reconnect works line by
-- line: each line carries the device's updated_at, and removing a line writes a tombstone
-- (removed_at) instead of deleting it, so "removed on one device stays removed" survives a
-- merge with a device that still has the line. Prices are never stored here: place_order and
-- quote_order price lines from the products table.

create table public.carts (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.carts is
  'One cart per customer (created with the profile). updated_at moves whenever a line changes, so a device can cheaply ask whether the server copy changed.';

-- A bundle line's contents: 1..50 entries of {product_id: uuid, quantity: 1..999}.
create function private.is_valid_cart_bundle(bundle_items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(bundle_items) = 'array'
    and jsonb_array_length(bundle_items) between 1 and 50
    and not exists (
      select 1
      from jsonb_array_elements(bundle_items) entry
      where jsonb_typeof(entry) <> 'object'
        or jsonb_typeof(entry -> 'product_id') <> 'string'
        or (entry ->> 'product_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        or jsonb_typeof(entry -> 'quantity') <> 'number'
        or (entry ->> 'quantity')::numeric <> trunc((entry ->> 'quantity')::numeric)
        or (entry ->> 'quantity')::numeric not between 1 and 999
    );
$$;
comment on function private.is_valid_cart_bundle(jsonb) is
  'True for a non-empty array of {product_id, quantity} with uuid ids and whole quantities 1..999.';
revoke all on function private.is_valid_cart_bundle(jsonb) from public;
grant execute on function private.is_valid_cart_bundle(jsonb) to anon, authenticated, service_role;

create table public.cart_items (
  user_id uuid not null default auth.uid() references public.carts (user_id) on delete cascade,
  line_id text not null check (char_length(line_id) between 1 and 80),
  product_id uuid references public.products (id) on delete cascade,
  bundle_items jsonb,
  quantity integer not null default 1 check (quantity between 1 and 999),
  updated_at timestamptz not null default now(),
  removed_at timestamptz,
  primary key (user_id, line_id),
  -- A line is either one product (line_id = the product id) or a bundle ('bundle-{timestamp}').
  constraint cart_items_product_or_bundle check (
    (product_id is not null and bundle_items is null and line_id = product_id::text)
    or (product_id is null and bundle_items is not null and line_id ~ '^bundle-[A-Za-z0-9_-]{1,64}$'
      and private.is_valid_cart_bundle(bundle_items))
  )
);
comment on table public.cart_items is
  'Cart lines keyed by the client''s line id: a product id for plain lines, or ''bundle-{timestamp}'' with bundle_items [{product_id, quantity}] for custom bundles. quantity = packs (or copies of the bundle). updated_at is the device''s time of the last change (set by the client; now() when it sends none); removed_at marks a removed line (tombstone) for the offline merge.';
create index cart_items_product_id_idx on public.cart_items (product_id);

-- A client that changes a line without sending its own timestamp gets the server time.
create function private.stamp_cart_item()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_cart_item() from public, anon, authenticated;

create trigger cart_items_stamp before update on public.cart_items
  for each row execute function private.stamp_cart_item();

-- Any line change moves the cart's updated_at. SECURITY INVOKER: the caller owns the cart.
create function private.touch_cart()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.carts set updated_at = now()
    where user_id = coalesce(new.user_id, old.user_id);
  return null;
end;
$$;
revoke all on function private.touch_cart() from public, anon, authenticated;

create trigger cart_items_touch_cart after insert or update or delete on public.cart_items
  for each row execute function private.touch_cart();
create trigger carts_set_updated_at before update on public.carts
  for each row execute function private.set_updated_at();

-- Every profile gets its cart, including profiles created before this migration.
create function private.create_cart_for_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.carts (user_id) values (new.id) on conflict (user_id) do nothing;
  return new;
end;
$$;
revoke all on function private.create_cart_for_profile() from public, anon, authenticated;

create trigger profiles_create_cart after insert on public.profiles
  for each row execute function private.create_cart_for_profile();

insert into public.carts (user_id) select id from public.profiles on conflict (user_id) do nothing;

alter table public.carts enable row level security;
revoke all on table public.carts from anon, authenticated;
grant select on table public.carts to authenticated;
grant insert (user_id) on table public.carts to authenticated;
grant update (updated_at) on table public.carts to authenticated;

create policy "customers read own cart" on public.carts
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "customers create own cart" on public.carts
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "customers touch own cart" on public.carts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

alter table public.cart_items enable row level security;
revoke all on table public.cart_items from anon, authenticated;
grant select, insert, update, delete on table public.cart_items to authenticated;

create policy "customers read own cart lines" on public.cart_items
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "customers add own cart lines" on public.cart_items
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "customers change own cart lines" on public.cart_items
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "customers delete own cart lines" on public.cart_items
  for delete to authenticated
  using (user_id = (select auth.uid()));
