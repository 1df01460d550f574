-- What the admin content editors (products, carousel) need from the database beyond the
-- tables' admin-only policies: a product that appears in orders is archived, never deleted,
-- and the home carousel is reordered in one statement.

-- order_items already references products with ON DELETE RESTRICT; this trigger turns the
-- foreign-key failure into a stable code and an Italian hint the admin screen can show. It
-- runs as its owner so the check sees every order line, whoever asks (RLS has already limited
-- deletes to admins before the trigger fires).
create function private.refuse_deleting_ordered_product()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.order_items item where item.product_id = old.id) then
    raise exception 'product_in_orders'
      using errcode = '23503',
        detail = format('Product %s appears in at least one order.', old.id),
        hint = 'Questo prodotto compare in almeno un ordine: archivialo invece di eliminarlo.';
  end if;
  return old;
end;
$$;
revoke all on function private.refuse_deleting_ordered_product() from public, anon, authenticated;

create trigger products_refuse_deleting_ordered before delete on public.products
  for each row execute function private.refuse_deleting_ordered_product();

-- The carousel's order as the admin dragged it: item_ids first to last become display_order
-- 1..n in one transaction, so the storefront never sees a half-applied order. Runs with the
-- caller's rights (RLS applies) and refuses non-admins explicitly instead of changing nothing.
create function public.reorder_carousel(item_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'forbidden'
      using errcode = '42501',
        hint = 'Solo gli amministratori possono riordinare il carosello.';
  end if;
  if item_ids is null
    or cardinality(item_ids) = 0
    or cardinality(item_ids) <> (select count(distinct id) from unnest(item_ids) as id) then
    raise exception 'invalid_carousel_order'
      using errcode = '22023',
        hint = 'L’ordine del carosello deve elencare ogni elemento una sola volta.';
  end if;
  update public.homepage_carousel item
     set display_order = wanted.ordinal
    from unnest(item_ids) with ordinality as wanted (id, ordinal)
   where item.id = wanted.id
     and item.display_order is distinct from wanted.ordinal::integer;
end;
$$;
comment on function public.reorder_carousel(uuid[]) is
  'Admins only: sets display_order 1..n following item_ids (every id at most once). Raises forbidden (42501) for others.';
revoke all on function public.reorder_carousel(uuid[]) from public, anon;
grant execute on function public.reorder_carousel(uuid[]) to authenticated;
