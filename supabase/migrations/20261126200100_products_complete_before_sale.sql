-- Issue 27: a product cannot go on sale without what EU Regulation 1169/2011 requires before
-- purchase (art. 9 and 30): its description, ingredients, allergens, net quantity (weight per
-- bun), storage conditions and the nutrition declaration — energy, fat, of which saturates,
-- carbohydrate, of which sugars, protein, salt. Saturates and sugars join nutritional_values
-- (keys saturated_fats and sugars). The producer is the shop itself (shop_settings).
--
-- Allergens: an empty list is a declaration too ("none of the 14", which the order e-mail
-- says), so the database cannot tell it from a forgotten one; the admin form asks for one or
-- the other explicitly.
--
-- "On sale" is an active product (archived_at is null); an archived one is a draft and may be
-- incomplete. The rule is a trigger, not a check constraint, so products already on sale stay
-- readable and orderable (place_order only writes stock_quantity) until someone edits them; it
-- holds for every role, admins and the service role included.

-- What an active product still lacks, as the Italian names the admin form uses; empty when complete.
create function private.product_missing_information(product public.products)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array_remove(array[
    case when btrim(product.description) = '' then 'descrizione' end,
    case when btrim(product.ingredients) = '' then 'ingredienti' end,
    case when product.weight_grams is null then 'peso' end,
    case when btrim(product.storage) = '' then 'conservazione' end,
    -- The default nutrition is all zeros: energy 0 means nobody filled it in. (A malformed
    -- value is the nutrition check constraint's to refuse: never cast it here.)
    case when jsonb_typeof(product.nutritional_values -> 'calories') is distinct from 'number'
      or (product.nutritional_values ->> 'calories')::numeric <= 0 then 'energia' end,
    case when jsonb_typeof(product.nutritional_values -> 'saturated_fats') is distinct from 'number'
      then 'grassi saturi' end,
    case when jsonb_typeof(product.nutritional_values -> 'sugars') is distinct from 'number'
      then 'zuccheri' end
  ], null);
$$;
comment on function private.product_missing_information(public.products) is
  'The mandatory information (EU 1169/2011) a product lacks, in Italian: descrizione, ingredienti, peso, conservazione, energia, grassi saturi, zuccheri. Empty when complete. (Allergens: an empty list means none of the 14.)';
revoke all on function private.product_missing_information(public.products) from public;
grant execute on function private.product_missing_information(public.products)
  to anon, authenticated, service_role;

create function private.refuse_incomplete_product_on_sale()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  missing text[];
begin
  if new.archived_at is not null then
    return new;
  end if;
  missing := private.product_missing_information(new);
  if cardinality(missing) > 0 then
    -- The admin console shows the hint (save-error-message.ts): the same sentence, and the way out.
    raise exception 'Il prodotto non può essere in vendita senza: %.', array_to_string(missing, ', ')
      using errcode = 'check_violation',
        hint = format('Il prodotto non può essere in vendita senza: %s. Completa questi campi o '
          'togli la spunta «In vendita» per salvarlo come bozza.', array_to_string(missing, ', '));
  end if;
  -- Saturates cannot exceed fat, nor sugars carbohydrate: a typo there misleads the buyer.
  if jsonb_typeof(new.nutritional_values -> 'fats') = 'number'
    and (new.nutritional_values ->> 'saturated_fats')::numeric > (new.nutritional_values ->> 'fats')::numeric then
    raise exception 'I grassi saturi non possono superare i grassi totali.'
      using errcode = 'check_violation', hint = 'I grassi saturi non possono superare i grassi totali.';
  end if;
  if jsonb_typeof(new.nutritional_values -> 'carbs') = 'number'
    and (new.nutritional_values ->> 'sugars')::numeric > (new.nutritional_values ->> 'carbs')::numeric then
    raise exception 'Gli zuccheri non possono superare i carboidrati.'
      using errcode = 'check_violation', hint = 'Gli zuccheri non possono superare i carboidrati.';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_incomplete_product_on_sale() from public, anon, authenticated;

-- Only writes of the product's information or of its being on sale: the stock writes of
-- place_order, cancellations and restocks never touch these columns. After the row is written,
-- so the row-level policies answer first: a customer's write is refused for what it is
-- (permission), not for a missing field.
create trigger products_complete_before_sale
  after insert or update of description, ingredients, allergens, weight_grams, storage,
    nutritional_values, archived_at
  on public.products
  for each row execute function private.refuse_incomplete_product_on_sale();

comment on column public.products.nutritional_values is
  'Per 100 g: calories (kcal), fats, saturated_fats, carbs, sugars, proteins, fiber, salt (grams). saturated_fats and sugars are required for a product on sale (issue 27).';
