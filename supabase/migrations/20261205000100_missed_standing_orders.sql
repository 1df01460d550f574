-- Issue 40: a standing order whose placing window (the two hours before a delivery's cut-off,
-- decision 010) passes while the job or the database is down is no longer silently dropped.
-- The job remembers when it last ran (private.job_heartbeats). When it runs again:
-- * a delivery whose window is still open (before its cut-off) is placed as always, late;
-- * a delivery whose whole window fell between the two runs gets a run 'missed': the customer
--   reads why on the standing-order screen and is e-mailed (the standing-order mail queue), the
--   admins get a notification in the console's bell. A skipped, holiday or closed day gets the
--   outcome it would have had (nothing was to be placed). Nothing is placed after a cut-off:
--   the day is no longer orderable, and the bakery has planned its dough without it.
-- The first run ever (no heartbeat) looks back at nothing; the look-back is at most 14 days.

create table private.job_heartbeats (
  job text primary key,
  last_run_at timestamptz not null
);
alter table private.job_heartbeats enable row level security;
comment on table private.job_heartbeats is
  'When each scheduled job last ran (its own clock, as_of): how the job knows which windows passed while it was down.';

alter table public.standing_order_runs drop constraint standing_order_runs_outcome_check;
alter table public.standing_order_runs add constraint standing_order_runs_outcome_check
  check (outcome in ('pending', 'placed', 'skipped', 'holiday', 'closed', 'out_of_stock', 'unavailable', 'failed', 'missed'));
alter table private.standing_order_mails drop constraint standing_order_mails_kind_check;
alter table private.standing_order_mails add constraint standing_order_mails_kind_check
  check (kind in ('reminder', 'holiday', 'closed', 'out_of_stock', 'unavailable', 'failed', 'missed'));
alter table public.admin_notifications drop constraint admin_notifications_type_check;
alter table public.admin_notifications add constraint admin_notifications_type_check
  check (type in ('new_user', 'new_order', 'order_cancelled', 'contact_message', 'low_stock', 'business_request',
                  'standing_order_missed'));

-- One delivery the job could not place in time. Days with nothing to place get their usual
-- outcome through place_standing_delivery (those branches never reach place_order); the others
-- get 'missed', the customer's notice and mail, and the admins' notification. Returns the
-- outcome, or null when another run already recorded the day.
create function private.record_missed_standing_delivery(standing public.standing_orders, delivery_date date)
returns text
language plpgsql
set search_path = ''
as $$
declare
  day_text text := private.italian_day(delivery_date);
  customer_name text;
begin
  if jsonb_array_length(private.standing_lines_for(standing.id, delivery_date)) = 0
    or public.is_italian_public_holiday(delivery_date)
    or private.closure_notice(standing.user_id, delivery_date) is not null then
    return private.place_standing_delivery(standing, delivery_date);
  end if;

  insert into public.standing_order_runs (standing_order_id, user_id, delivery_date, outcome, detail, message)
    values (standing.id, standing.user_id, delivery_date, 'missed',
      jsonb_build_object('cutoff', private.standing_cutoff(delivery_date)),
      format('Non abbiamo confermato in tempo il tuo ordine fisso per %s: il nostro sistema era fermo fino a dopo l''orario limite e l''ordine non è partito. Se ti servono panini per quel giorno, scrivici o telefonaci: vediamo cosa possiamo fare.',
        day_text))
    on conflict on constraint standing_order_runs_once do nothing;
  if not found then
    return null;
  end if;
  insert into private.standing_order_mails (standing_order_id, delivery_date, kind)
    values (standing.id, delivery_date, 'missed')
    on conflict on constraint standing_order_mails_once do nothing;
  select coalesce(p.company_name, p.full_name, p.email) into customer_name
    from public.profiles p where p.id = standing.user_id;
  insert into public.admin_notifications (type, title, body, payload)
    values ('standing_order_missed', 'Ordine fisso non confermato',
      format('L''ordine fisso di %s per %s non è stato confermato: il sistema era fermo durante le due ore prima dell''orario limite. Il cliente è stato avvisato.',
        coalesce(customer_name, 'un cliente'), day_text),
      jsonb_build_object('customer_id', standing.user_id, 'standing_order_id', standing.id,
        'delivery_date', delivery_date));
  return 'missed';
end;
$$;
revoke all on function private.record_missed_standing_delivery(public.standing_orders, date) from public, anon, authenticated;

-- As in migration 20261201000400, with the look-back for windows missed while the job was down.
create or replace function public.run_standing_order_schedule(as_of timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  local_time timestamp := run_standing_order_schedule.as_of at time zone 'Europe/Rome';
  reminder_day date := local_time::date + 2;
  placing_day date := local_time::date + 1;
  reminders integer := 0;
  outcomes jsonb := '{}'::jsonb;
  standing public.standing_orders%rowtype;
  outcome text;
  previous_run timestamptz;
  missed_delivery record;
  missed integer := 0;
begin
  -- Days whose whole placing window fell between the previous run and this one: the job (or the
  -- database) was down then. Each is recorded as missed and told, never left without a run.
  select h.last_run_at into previous_run from private.job_heartbeats h where h.job = 'standing-orders';
  if previous_run is not null and previous_run < run_standing_order_schedule.as_of then
    for missed_delivery in
      select d.day, s.id
      from generate_series(
          greatest((previous_run at time zone 'Europe/Rome')::date, local_time::date - 14),
          local_time::date + 1, interval '1 day') as g(day_start)
      cross join lateral (select g.day_start::date as day) d
      join public.standing_orders s
        on s.status = 'active' and s.starts_on <= d.day
          and s.created_at < private.standing_cutoff(d.day) - interval '2 hours'
      where extract(isodow from d.day) <> 7
        and private.standing_cutoff(d.day) - interval '2 hours' > previous_run
        and private.standing_cutoff(d.day) <= run_standing_order_schedule.as_of
        and not exists (select 1 from public.standing_order_runs r
                        where r.standing_order_id = s.id and r.delivery_date = d.day)
        and (exists (select 1 from public.standing_order_lines l
                     where l.standing_order_id = s.id and l.weekday = extract(isodow from d.day))
             or exists (select 1 from public.standing_order_changes c
                        where c.standing_order_id = s.id and c.delivery_date = d.day))
      order by d.day, s.id
    loop
      select * into standing from public.standing_orders s where s.id = missed_delivery.id;
      if private.record_missed_standing_delivery(standing, missed_delivery.day) = 'missed' then
        missed := missed + 1;
      end if;
    end loop;
  end if;
  insert into private.job_heartbeats as h (job, last_run_at)
    values ('standing-orders', run_standing_order_schedule.as_of)
    on conflict (job) do update set last_run_at = greatest(h.last_run_at, excluded.last_run_at);

  if local_time::time >= '18:00'::time and extract(isodow from reminder_day) <> 7 then
    for standing in
      select s.* from public.standing_orders s
      where s.status = 'active' and s.starts_on <= reminder_day
        and private.closure_notice(s.user_id, reminder_day) is not null
        and not public.is_italian_public_holiday(reminder_day)
        and jsonb_array_length(private.standing_lines_for(s.id, reminder_day)) > 0
        and not exists (select 1 from public.standing_order_runs r
                        where r.standing_order_id = s.id and r.delivery_date = reminder_day)
      order by s.id
    loop
      perform private.place_standing_delivery(standing, reminder_day);
    end loop;
    insert into private.standing_order_mails (standing_order_id, delivery_date, kind)
      select s.id, reminder_day, case when public.is_italian_public_holiday(reminder_day) then 'holiday' else 'reminder' end
      from public.standing_orders s
      where s.status = 'active' and s.starts_on <= reminder_day
        and jsonb_array_length(private.standing_lines_for(s.id, reminder_day)) > 0
        and not exists (select 1 from public.standing_order_runs r
                        where r.standing_order_id = s.id and r.delivery_date = reminder_day)
      on conflict on constraint standing_order_mails_once do nothing;
    get diagnostics reminders = row_count;
  end if;

  if extract(isodow from placing_day) <> 7
    and run_standing_order_schedule.as_of >= private.standing_cutoff(placing_day) - interval '2 hours'
    and run_standing_order_schedule.as_of < private.standing_cutoff(placing_day) then
    for standing in
      select s.* from public.standing_orders s
      where s.status = 'active' and s.starts_on <= placing_day
        and not exists (select 1 from public.standing_order_runs r
                        where r.standing_order_id = s.id and r.delivery_date = placing_day)
        and (exists (select 1 from public.standing_order_lines l
                     where l.standing_order_id = s.id and l.weekday = extract(isodow from placing_day))
             or exists (select 1 from public.standing_order_changes c
                        where c.standing_order_id = s.id and c.delivery_date = placing_day))
      order by s.id
    loop
      outcome := private.place_standing_delivery(standing, placing_day);
      if outcome is not null then
        outcomes := outcomes || jsonb_build_object(outcome, coalesce((outcomes ->> outcome)::int, 0) + 1);
      end if;
    end loop;
  end if;
  return jsonb_build_object('reminders', reminders, 'delivery_date', placing_day, 'runs', outcomes,
    'missed', missed);
end;
$$;
comment on function public.run_standing_order_schedule(timestamptz) is
  'Service role only (pg_cron every minute): reminders, the deliveries whose placing window is open at as_of, and the ones whose window passed since the previous run recorded as missed and told. Tests move the clock with as_of.';
