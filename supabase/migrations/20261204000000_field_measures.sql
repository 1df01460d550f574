-- What real visitors meet (issue 38, docs/decisions/017-prerendered-pages-hydrate.md): the
-- browser's LCP, INP and CLS (the web-vitals library, with attribution) and the time from the
-- visitor's first tap to the page's answer, sent by the shop only with the visitor's consent to
-- statistics (the cookie banner's category). No person is named: no user id, no address, the
-- route pattern (`/products/$slug`), not the path.
--
-- Visitors (anon or signed in) may only add rows, and only the columns they describe; admins
-- read them, through admin_field_measures' p75 per route and day.

create table public.field_measures (
  id bigint generated always as identity primary key,
  recorded_at timestamptz not null default now(),
  route text not null check (route ~ '^/[A-Za-z0-9/$_.-]{0,120}$'),
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'first-tap')),
  value double precision not null check (value >= 0 and value <= 600000),
  rating text check (rating in ('good', 'needs-improvement', 'poor')),
  navigation_type text check (char_length(navigation_type) <= 40),
  device text check (device in ('phone', 'tablet', 'desktop')),
  attribution jsonb check (jsonb_typeof(attribution) = 'object' and pg_column_size(attribution) <= 2048)
);
comment on table public.field_measures is
  'Field measures of the shop''s pages (LCP ms, INP ms, CLS unitless, first-tap ms), one row per measure, sent with the visitor''s consent to statistics. Insert-only for visitors; admins read.';
create index field_measures_recorded_at_idx on public.field_measures (recorded_at);

alter table public.field_measures enable row level security;
revoke all on public.field_measures from anon, authenticated;
grant insert (route, metric, value, rating, navigation_type, device, attribution)
  on public.field_measures to anon, authenticated;
grant select on public.field_measures to authenticated;
grant all on public.field_measures to service_role;

-- A measure is of now: its time is the database's (visitors cannot write the column), never one
-- back-dated or ahead.
create policy "visitors add field measures of now" on public.field_measures
  for insert to anon, authenticated
  with check (recorded_at between now() - interval '1 minute' and now() + interval '1 minute');

create policy "admins read field measures" on public.field_measures
  for select to authenticated
  using ((select private.is_admin()));

-- p75 of each metric per route and day (Europe/Rome) over the last `days` days, today included,
-- with how many measures each figure rests on. SECURITY INVOKER: RLS decides, so only an admin
-- gets rows.
create function public.admin_field_measures(days integer default 28)
returns table (day date, route text, metric text, p75 double precision, samples bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (measure.recorded_at at time zone 'Europe/Rome')::date as day,
    measure.route,
    measure.metric,
    percentile_cont(0.75) within group (order by measure.value) as p75,
    count(*) as samples
  from public.field_measures measure
  where measure.recorded_at >= (
    (now() at time zone 'Europe/Rome')::date - (least(greatest(days, 1), 366) - 1)
  )::timestamp at time zone 'Europe/Rome'
  group by 1, 2, 3
  order by 1, 2, 3;
$$;
comment on function public.admin_field_measures(integer) is
  'p75 of each field measure per route and day (Europe/Rome) over the last `days` days (1–366). Rows only for admins (RLS).';
revoke all on function public.admin_field_measures(integer) from public, anon;
grant execute on function public.admin_field_measures(integer) to authenticated, service_role;
