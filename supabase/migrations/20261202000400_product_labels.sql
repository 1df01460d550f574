-- Product sheets that pass an inspection (issue 37, docs/decisions/018-fiscal-documents.md):
-- what EU Regulation 1169/2011 asks of the information the bakery gives a restaurant.
--
-- * Energy is calculated from the declared nutrients with the Annex XIV factors (carbohydrate 4
--   kcal/17 kJ, protein 4/17, fat 9/37, fibre 2/8 per gram): nutritional_values.calories is kept
--   equal to it by a trigger (whole kcal), so no screen can show an energy typed by hand. The
--   sheet and the product page compute kJ and kcal from the nutrients the same way
--   (supabase/functions/_shared/nutrition-declaration.ts).
-- * legal_name: the legal name of the food (art. 17: "pane …"), beside the trade name.
-- * shelf_life_days: a fixed shelf life counted from the day of baking (the lot), instead of a
--   range in the storage text.
-- * label_version / label_updated_at: the sheet's version and date, moved on by every change of
--   what the label states.
-- * shop_settings.may_contain_allergens: the precautionary "Può contenere tracce di …" line,
--   for the allergens the laboratory handles (the sheet leaves out those the product contains).
-- A product on sale must have a legal name and a shelf life, as it must have the nutrients.

alter table public.products
  add column legal_name text not null default '' check (char_length(legal_name) <= 200),
  add column shelf_life_days integer check (shelf_life_days between 1 and 365),
  add column label_version integer not null default 1 check (label_version >= 1),
  add column label_updated_at timestamptz not null default now();
comment on column public.products.legal_name is 'The legal name of the food (EU 1169/2011 art. 17), e.g. "Pane al latte con uova e semi di sesamo".';
comment on column public.products.shelf_life_days is 'Days the product keeps from the day of baking (the lot''s day), as the sheet states it.';
comment on column public.products.label_version is 'Version of the label data (name, legal name, ingredients, allergens, nutrition, storage, shelf life, weight, pack): +1 on every change.';
comment on column public.products.label_updated_at is 'When the label data last changed: the date of the product sheet.';

alter table public.shop_settings
  add column may_contain_allergens text[] not null default '{}' check (
    may_contain_allergens <@ array['glutine', 'crostacei', 'uova', 'pesce', 'arachidi', 'soia', 'latte',
      'frutta_a_guscio', 'sedano', 'senape', 'sesamo', 'solfiti', 'lupini', 'molluschi']::text[]);
comment on column public.shop_settings.may_contain_allergens is
  'Allergens the laboratory also handles: product sheets say "Può contenere tracce di …" for those a product does not contain.';

/** Energy in kcal from the nutrients per 100 g, Annex XIV factors, whole kcal. */
create function private.annex_xiv_kcal(nutrition jsonb)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(
    4 * coalesce((nutrition ->> 'carbs')::numeric, 0)
    + 4 * coalesce((nutrition ->> 'proteins')::numeric, 0)
    + 9 * coalesce((nutrition ->> 'fats')::numeric, 0)
    + 2 * coalesce((nutrition ->> 'fiber')::numeric, 0));
$$;
revoke all on function private.annex_xiv_kcal(jsonb) from public;
grant execute on function private.annex_xiv_kcal(jsonb) to anon, authenticated, service_role;

create function private.product_label_keeping()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(new.nutritional_values) = 'object' then
    new.nutritional_values := new.nutritional_values
      || jsonb_build_object('calories', private.annex_xiv_kcal(new.nutritional_values));
  end if;
  if tg_op = 'UPDATE' and (new.name, new.legal_name, new.ingredients, new.allergens, new.nutritional_values,
      new.storage, new.shelf_life_days, new.weight_grams, new.pack_size)
    is distinct from (old.name, old.legal_name, old.ingredients, old.allergens, old.nutritional_values,
      old.storage, old.shelf_life_days, old.weight_grams, old.pack_size) then
    new.label_version := old.label_version + 1;
    new.label_updated_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.product_label_keeping() from public, anon, authenticated;
create trigger products_label_keeping before insert or update on public.products
  for each row execute function private.product_label_keeping();

-- Existing products get their energy recalculated (not a change of what they are, so neither the
-- completeness rule nor the version moves).
alter table public.products disable trigger products_complete_before_sale;
alter table public.products disable trigger products_label_keeping;
update public.products
  set nutritional_values = nutritional_values || jsonb_build_object('calories', private.annex_xiv_kcal(nutritional_values))
  where (nutritional_values ->> 'calories')::numeric is distinct from private.annex_xiv_kcal(nutritional_values);
alter table public.products enable trigger products_label_keeping;
alter table public.products enable trigger products_complete_before_sale;

-- What an active product still lacks: as before, plus the legal name and the shelf life.
create or replace function private.product_missing_information(product public.products)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array_remove(array[
    case when btrim(product.description) = '' then 'descrizione' end,
    case when btrim(product.legal_name) = '' then 'denominazione legale' end,
    case when btrim(product.ingredients) = '' then 'ingredienti' end,
    case when product.weight_grams is null then 'peso' end,
    case when btrim(product.storage) = '' then 'conservazione' end,
    case when product.shelf_life_days is null then 'durata' end,
    case when jsonb_typeof(product.nutritional_values -> 'calories') is distinct from 'number'
      or (product.nutritional_values ->> 'calories')::numeric <= 0 then 'energia' end,
    case when jsonb_typeof(product.nutritional_values -> 'saturated_fats') is distinct from 'number'
      then 'grassi saturi' end,
    case when jsonb_typeof(product.nutritional_values -> 'sugars') is distinct from 'number'
      then 'zuccheri' end
  ], null);
$$;
comment on function private.product_missing_information(public.products) is
  'The mandatory information (EU 1169/2011) a product lacks, in Italian: descrizione, denominazione legale, ingredienti, peso, conservazione, durata, energia, grassi saturi, zuccheri. Empty when complete. (Allergens: an empty list means none of the 14.)';

drop trigger products_complete_before_sale on public.products;
create trigger products_complete_before_sale
  after insert or update of description, legal_name, ingredients, allergens, weight_grams, storage,
    shelf_life_days, nutritional_values, archived_at
  on public.products
  for each row execute function private.refuse_incomplete_product_on_sale();
