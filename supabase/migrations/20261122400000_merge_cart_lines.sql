-- Cart sync (docs/decisions/003-cart-sync.md): one call merges a device's cart into the server
-- copy, line by line, atomically, and answers with the whole server cart.
--
-- public.merge_cart_lines(lines jsonb) → {"server_time": <epoch ms>, "lines": [...]}
--   lines: up to 200 entries, each
--     {"line_id": "<product uuid>" | "bundle-<id>",
--      "quantity": 1..999,
--      "bundle_items": [{"product_id", "quantity"}, ...]   (bundle lines only),
--      "updated_at": <epoch ms of the device's last change>,
--      "removed": true                                      (a removal: a tombstone)}
--   answer lines: {line_id, product_id, bundle_items, quantity, updated_at (epoch ms),
--                  removed (boolean)} — every line of the caller's cart, tombstones included.
--
-- The rule, the same as the client's mergeCartLines (src/lib/cart-sync/merge-cart-lines.ts):
--   - per line, the newer change wins (updated_at);
--   - a device stamp later than the server's clock counts as now() (a device whose clock runs
--     ahead cannot pin a line forever);
--   - equal stamps: a removal beats a live line, otherwise the server copy stays;
--   - a removal is kept as a tombstone (removed_at), so a device that still holds the line
--     with an older stamp cannot bring it back; a newer re-add revives it.
-- A removal of a line the server never had is not stored for bundles (no other device can
-- hold it); for products it is, so an older copy on a third device stays removed.
-- A line whose product no longer exists is skipped (its foreign key would fail the batch).
-- Tombstones older than 90 days are purged: a device offline for longer may bring such a line
-- back, which is the lesser evil than keeping every removed bundle forever.
--
-- SECURITY INVOKER: the cart_items policies decide (the caller's own lines only).
-- Errors: 42501 not_authenticated; P0001 invalid_lines (not an array of at most 200 objects
-- with a line_id and a whole updated_at), invalid_quantity (outside 1..999); a malformed bundle
-- fails the cart_items check constraint (23514).

create function public.merge_cart_lines(lines jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  line jsonb;
  target_line_id text;
  stamp timestamptz;
  is_removal boolean;
  is_bundle boolean;
  line_quantity integer;
  line_product uuid;
  inserted integer;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_authenticated',
      hint = 'Accedi per sincronizzare il carrello.';
  end if;
  if jsonb_typeof(lines) is distinct from 'array' or jsonb_array_length(lines) > 200 then
    perform private.raise_invalid_lines('lines must be an array of at most 200 cart lines');
  end if;

  insert into public.carts (user_id) values (caller) on conflict (user_id) do nothing;

  for line in select value from jsonb_array_elements(lines) loop
    if jsonb_typeof(line) <> 'object'
      or jsonb_typeof(line -> 'line_id') <> 'string'
      or jsonb_typeof(line -> 'updated_at') <> 'number'
      or (line ->> 'updated_at')::numeric < 0 then
      perform private.raise_invalid_lines('each line needs a line_id and an updated_at');
    end if;
    target_line_id := line ->> 'line_id';
    is_removal := (line -> 'removed') = 'true'::jsonb;
    is_bundle := target_line_id like 'bundle-%';
    stamp := least(to_timestamp(((line ->> 'updated_at')::numeric) / 1000), now());
    line_quantity := coalesce(private.whole_number_in_range(line -> 'quantity', 1, 999),
      case when is_removal then 1 end);
    if line_quantity is null then
      perform private.raise_invalid_quantity('quantity must be a whole number 1..999');
    end if;
    line_product := case when is_bundle then null
      when target_line_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then target_line_id::uuid end;
    if not is_bundle and (line_product is null
      or not exists (select 1 from public.products p where p.id = line_product)) then
      continue;
    end if;

    inserted := 0;
    if not (is_removal and is_bundle) then
      insert into public.cart_items (user_id, line_id, product_id, bundle_items, quantity, updated_at, removed_at)
      values (
        caller, target_line_id, line_product,
        case when is_bundle then line -> 'bundle_items' end,
        line_quantity, stamp, case when is_removal then stamp end
      )
      on conflict (user_id, line_id) do nothing;
      get diagnostics inserted = row_count;
    end if;
    if inserted > 0 then
      continue;
    end if;

    if is_removal then
      update public.cart_items ci
        set removed_at = stamp, updated_at = stamp
        where ci.user_id = caller and ci.line_id = target_line_id
          and (stamp > ci.updated_at or (stamp = ci.updated_at and ci.removed_at is null));
    else
      update public.cart_items ci
        set quantity = line_quantity,
          bundle_items = case when is_bundle then line -> 'bundle_items' else ci.bundle_items end,
          removed_at = null,
          updated_at = stamp
        where ci.user_id = caller and ci.line_id = target_line_id
          and stamp > ci.updated_at;
    end if;
  end loop;

  delete from public.cart_items ci
    where ci.user_id = caller and ci.removed_at < now() - interval '90 days';

  return jsonb_build_object(
    'server_time', floor(extract(epoch from now()) * 1000)::bigint,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'line_id', ci.line_id,
        'product_id', ci.product_id,
        'bundle_items', ci.bundle_items,
        'quantity', ci.quantity,
        'updated_at', floor(extract(epoch from ci.updated_at) * 1000)::bigint,
        'removed', ci.removed_at is not null
      ) order by ci.line_id)
      from public.cart_items ci
      where ci.user_id = caller
    ), '[]'::jsonb)
  );
end;
$$;
comment on function public.merge_cart_lines(jsonb) is
  'Merges a device''s cart lines into the caller''s server cart (per line, newest change wins, removals are tombstones) and returns {server_time, lines}. See docs/decisions/003-cart-sync.md.';

revoke all on function public.merge_cart_lines(jsonb) from public, anon;
grant execute on function public.merge_cart_lines(jsonb) to authenticated, service_role;
