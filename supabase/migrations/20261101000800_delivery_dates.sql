-- When an order can be delivered. The FAQ promises delivery in 1-2 working days across Italy:
-- counting starts today (Europe/Rome), or tomorrow when the order comes after the shop's
-- cut-off time (shop_settings.order_cutoff_time), and the customer may choose the first or the
-- second working day after that. Working days are Monday to Saturday except Italian national
-- public holidays. The checkout calls public.available_delivery_dates(); place_order accepts
-- only those dates.

-- Easter Sunday (Gregorian calendar, anonymous algorithm of Meeus/Jones/Butcher).
create function private.easter_sunday(year integer)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  a int := year % 19;
  b int := year / 100;
  c int := year % 100;
  d int := b / 4;
  e int := b % 4;
  f int := (b + 8) / 25;
  g int := (b - f + 1) / 3;
  h int := (19 * a + b - d - g + 15) % 30;
  i int := c / 4;
  k int := c % 4;
  l int := (32 + 2 * e + 2 * i - h - k) % 7;
  m int := (a + 11 * h + 22 * l) / 451;
  month int := (h + l - 7 * m + 114) / 31;
  day int := ((h + l - 7 * m + 114) % 31) + 1;
begin
  return make_date(year, month, day);
end;
$$;
comment on function private.easter_sunday(integer) is 'Date of Easter Sunday in the given year.';

-- National holidays (L. 260/1949 and later): Capodanno, Epifania, Pasquetta, Liberazione,
-- Festa del Lavoro, Festa della Repubblica, Ferragosto, Ognissanti, Immacolata, Natale,
-- Santo Stefano, and San Francesco (4 October) again a national holiday from 2026
-- (L. 151/2025). Easter Sunday is a Sunday anyway. Local patron saints are not included.
create function public.is_italian_public_holiday(day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select to_char(day, 'MM-DD') in ('01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26')
    or (to_char(day, 'MM-DD') = '10-04' and extract(year from day) >= 2026)
    or day = private.easter_sunday(extract(year from day)::integer) + 1;
$$;
comment on function public.is_italian_public_holiday(date) is
  'True on Italian national public holidays, Easter Monday included.';

create function public.is_delivery_day(day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select extract(isodow from day) <> 7 and not public.is_italian_public_holiday(day);
$$;
comment on function public.is_delivery_day(date) is
  'True on days the courier delivers: Monday to Saturday, not on Italian public holidays.';

-- `at` exists for tests and previews ("what would a customer see on Friday at 15:00?").
create function public.available_delivery_dates(at timestamptz default now())
returns date[]
language plpgsql
stable
set search_path = ''
as $$
declare
  local_time timestamp := at at time zone 'Europe/Rome';
  cutoff time := coalesce((select settings.order_cutoff_time from public.shop_settings settings), '14:00');
  day date := local_time::date;
  dates date[] := '{}';
begin
  if local_time::time >= cutoff then
    day := day + 1;
  end if;
  while cardinality(dates) < 2 loop
    day := day + 1;
    if public.is_delivery_day(day) then
      dates := dates || day;
    end if;
  end loop;
  return dates;
end;
$$;
comment on function public.available_delivery_dates(timestamptz) is
  'The two delivery dates a customer may choose for an order placed at `at` (default now): the first and second working days after today, or after tomorrow past the cut-off time (Europe/Rome).';

revoke all on function private.easter_sunday(integer) from public;
revoke all on function public.is_italian_public_holiday(date) from public;
revoke all on function public.is_delivery_day(date) from public;
revoke all on function public.available_delivery_dates(timestamptz) from public;
grant execute on function private.easter_sunday(integer) to anon, authenticated, service_role;
grant execute on function public.is_italian_public_holiday(date) to anon, authenticated, service_role;
grant execute on function public.is_delivery_day(date) to anon, authenticated, service_role;
grant execute on function public.available_delivery_dates(timestamptz) to anon, authenticated, service_role;
