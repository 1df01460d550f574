-- The bakery's own calendar (issue 36, docs/decisions/015-business-accounts.md).
--
-- Until now a delivery day was any Monday to Saturday that is not an Italian national holiday.
-- Now the bakery also closes for periods and single days of its own (shop_closures: "Chiusura
-- per ferie dal 10 al 25 agosto"), and a business says on which weekdays it cannot receive
-- (business_accounts.closed_weekdays, e.g. a restaurant closed on Mondays).
--   * public.is_delivery_day(day): the shop's calendar — not Sunday, not a holiday, not inside a
--     closure. Everyone reads closures, so the device applies the same rule offline.
--   * private.delivery_dates_for(customer, at): the two days a customer may choose, skipping
--     their closed weekdays too. public.available_delivery_dates(at) answers it for the caller's
--     account (a visitor: the shop's calendar alone); place_order checks it for the order's
--     account.
-- Standing orders, their reminders and the production plan follow the same two functions
-- (migration 20261201000400).

create table public.shop_closures (
  id uuid primary key default gen_random_uuid(),
  starts_on date not null,
  ends_on date not null,
  reason text not null check (char_length(reason) between 2 and 120),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint shop_closures_period check (ends_on >= starts_on and ends_on - starts_on <= 366)
);
comment on table public.shop_closures is
  'Days the bakery does not deliver besides Sundays and national holidays: a period (starts_on..ends_on, inclusive) or a single day, with the reason customers read ("Ferie estive"). Everyone reads; admins write.';
create index shop_closures_ends_on_idx on public.shop_closures (ends_on, starts_on);
create index shop_closures_created_by_idx on public.shop_closures (created_by);

create function private.prepare_shop_closure()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.reason := private.clean_text(new.reason);
  return new;
end;
$$;
revoke all on function private.prepare_shop_closure() from public, anon, authenticated;
create trigger shop_closures_prepare before insert or update on public.shop_closures
  for each row execute function private.prepare_shop_closure();

alter table public.shop_closures enable row level security;
revoke all on public.shop_closures from anon, authenticated;
grant select on public.shop_closures to anon, authenticated;
grant insert (starts_on, ends_on, reason), update (starts_on, ends_on, reason), delete
  on public.shop_closures to authenticated;
grant all on public.shop_closures to service_role;
create policy "everyone reads the bakery's closures" on public.shop_closures
  for select to anon, authenticated using (true);
create policy "admins add closures" on public.shop_closures
  for insert to authenticated with check ((select private.is_admin()));
create policy "admins change closures" on public.shop_closures
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "admins remove closures" on public.shop_closures
  for delete to authenticated using ((select private.is_admin()));

-- The closure covering a day, if any (the reason customers read).
create function public.shop_closure_on(day date)
returns text
language sql
stable
set search_path = ''
as $$
  select c.reason from public.shop_closures c
  where shop_closure_on.day between c.starts_on and c.ends_on
  order by c.starts_on limit 1;
$$;
revoke all on function public.shop_closure_on(date) from public;
grant execute on function public.shop_closure_on(date) to anon, authenticated, service_role;

-- Now STABLE: it reads the closures.
create or replace function public.is_delivery_day(day date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select extract(isodow from day) <> 7 and not public.is_italian_public_holiday(day)
    and not exists (select 1 from public.shop_closures c where day between c.starts_on and c.ends_on);
$$;
comment on function public.is_delivery_day(date) is
  'True on days the bakery delivers: Monday to Saturday, not on Italian public holidays, not inside one of the bakery''s closures.';

-- The weekdays (ISO 1-6) an account cannot receive; none for private customers.
create function private.closed_weekdays_of(customer uuid)
returns smallint[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select b.closed_weekdays from public.business_accounts b where b.customer_id = closed_weekdays_of.customer), '{}');
$$;
revoke all on function private.closed_weekdays_of(uuid) from public;
grant execute on function private.closed_weekdays_of(uuid) to anon, authenticated, service_role;

-- The two days an account may choose for an order placed at `at`: the first and second days
-- after today (after tomorrow past the cut-off, Rome time) that are delivery days and not one
-- of the account's closed weekdays. Bounded: a year of closures still ends.
create function private.delivery_dates_for(customer uuid, at timestamptz)
returns date[]
language plpgsql
stable
set search_path = ''
as $$
declare
  local_time timestamp := at at time zone 'Europe/Rome';
  cutoff time := coalesce((select settings.order_cutoff_time from public.shop_settings settings), '14:00');
  closed smallint[] := private.closed_weekdays_of(customer);
  day date := local_time::date;
  dates date[] := '{}';
begin
  if local_time::time >= cutoff then
    day := day + 1;
  end if;
  for step in 1..400 loop
    exit when cardinality(dates) = 2;
    day := day + 1;
    if public.is_delivery_day(day) and not (extract(isodow from day)::smallint = any (closed)) then
      dates := dates || day;
    end if;
  end loop;
  return dates;
end;
$$;
revoke all on function private.delivery_dates_for(uuid, timestamptz) from public;
grant execute on function private.delivery_dates_for(uuid, timestamptz) to anon, authenticated, service_role;

create or replace function public.available_delivery_dates(at timestamptz default now())
returns date[]
language sql
stable
set search_path = ''
as $$
  select private.delivery_dates_for(private.acting_customer_id(), at);
$$;
comment on function public.available_delivery_dates(timestamptz) is
  'The two delivery dates the caller may choose for an order placed at `at` (default now): the first and second delivery days after today, or after tomorrow past the cut-off time (Europe/Rome), skipping the bakery''s closures and, for a business, its closed weekdays.';
