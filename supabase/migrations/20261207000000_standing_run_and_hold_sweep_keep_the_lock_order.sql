-- Issue 40: three writers that still broke decision 019's lock order (the 10-minute npm run
-- bench:load with 200 customers met 1, then 2 deadlocks, PostgreSQL's log naming the standing
-- run and place_order; reading every writer against the list found the others).
--
-- * place_order sweeps the payment holds that ran out before it locks its own products
--   (release_expired_payment_holds): the sweep locked the products of the released orders in id
--   order, then place_order locked its own in id order: two passes, so a cancellation holding a
--   product of the second pass and waiting for one of the first closed a cycle; likewise its
--   summary rows, written for the released orders and then for the new one. The sweep now locks
--   every product, once, and the summary tables whole, when it has something to release.
-- * The standing-order run places many orders in one transaction: each placement took its
--   account's lock, its products and its summary rows after the previous placement's. It now
--   takes every lock the placements need before the first one, in the list's order.
-- * The day's delivery notes (issue_delivery_notes_for_day) locked the day's orders one by one in
--   order-number order, taking the document counter between them: an admin shipping one of
--   those orders, or the invoice job locking a customer's orders in id order, closed a cycle. It
--   now locks all the day's orders in id order first.
--
-- The order every writer follows is now: the account's advisory lock (place_order, the standing
-- run) → order rows, in id order → products, in id order → document counters → the summary
-- rows (written last, by the statement triggers).

create or replace function public.release_expired_payment_holds(as_of timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  expired uuid[];
  released integer;
begin
  -- SKIP LOCKED: an order someone is paying or cancelling right now is left to them.
  select array_agg(held.id) into expired
    from (
      select o.id from public.orders o
      where o.payment_method = 'card' and o.payment_status = 'pending' and o.status = 'received'
        and o.payment_due_at <= release_expired_payment_holds.as_of
      order by o.id
      for update skip locked
    ) held;
  if expired is null then
    return 0;
  end if;
  -- Every product, in id order, before the status trigger restocks. Not only the products of
  -- these orders: place_order calls this sweep and then locks its own products, and two passes
  -- over products in id order are not one (a writer holding a product of the second pass could
  -- wait for one of the first). Locking them all here makes place_order's own pass find them
  -- held. It happens only when a hold has run out; the catalogue is a few dozen rows.
  perform 1 from public.products p order by p.id for update;
  -- And the summary tables whole: place_order writes summary rows twice, for these
  -- cancellations and then for its own order, and two passes in key order are not one either
  -- (an admin's status change holding a row of the second and wanting one of the first).
  lock table private.order_day_totals, private.delivery_day_totals, private.product_day_sales
    in share row exclusive mode;
  update public.orders o
    set status = 'cancelled', payment_status = 'failed', cancellation_reason = 'payment_expired'
    where o.id = any (expired);
  get diagnostics released = row_count;
  -- The shop cancelled these, not whoever's request happened to run the sweep.
  update public.order_status_history h
    set changed_by = null
    where h.order_id = any (expired) and h.to_status = 'cancelled';
  return released;
end;
$$;

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
  due_orders uuid[];
  due_customers uuid[];
  due_customer uuid;
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
    -- One run places many orders in one transaction. Placed one after another, each would take
    -- its account's lock, its products and its summary rows after the previous order's: out of
    -- decision 019's order, a deadlock with any customer or admin writing at the same moment.
    -- So before the first placement the run takes, in that order: the locks of every account
    -- it will place for (in id order), every product (in id order), then the three summary
    -- tables whole, in the list's order. Only when something is due: most runs place nothing.
    -- The standing orders due, read once: the loop below places exactly these, so none can
    -- join between the locks and the placements without its account's lock.
    due_orders := array(
      select s.id from public.standing_orders s
      where s.status = 'active' and s.starts_on <= placing_day
        and not exists (select 1 from public.standing_order_runs r
                        where r.standing_order_id = s.id and r.delivery_date = placing_day)
        and (exists (select 1 from public.standing_order_lines l
                     where l.standing_order_id = s.id and l.weekday = extract(isodow from placing_day))
             or exists (select 1 from public.standing_order_changes c
                        where c.standing_order_id = s.id and c.delivery_date = placing_day))
      order by s.id);
    -- The accounts that will really place (not a skipped, holiday or closed day: those write
    -- only their run and lock nothing).
    due_customers := array(
      select distinct s.user_id from public.standing_orders s
      where s.id = any (due_orders)
        and jsonb_array_length(private.standing_lines_for(s.id, placing_day)) > 0
        and not public.is_italian_public_holiday(placing_day)
        and private.closure_notice(s.user_id, placing_day) is null
      order by s.user_id);
    if cardinality(due_customers) > 0 then
      foreach due_customer in array due_customers loop
        perform private.lock_customer_orders(due_customer);
      end loop;
      perform 1 from public.products p order by p.id for update;
      lock table private.order_day_totals, private.delivery_day_totals, private.product_day_sales
        in share row exclusive mode;
    end if;
    for standing in
      select s.* from public.standing_orders s
      where s.id = any (due_orders) and s.status = 'active'
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

-- As in migration 20261202000100, the day's orders locked in id order before the loop.
create or replace function public.issue_delivery_notes_for_day(p_delivery_date date)
returns setof public.delivery_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_note public.delivery_notes;
begin
  if not (select private.is_admin()) then
    raise exception using
      errcode = '42501',
      message = 'admin_only',
      hint = 'Solo gli amministratori possono stampare i documenti di trasporto del giorno.';
  end if;
  -- The day's orders in id order first, as every writer of orders locks them; the loop below
  -- then finds them held, and takes the document counter between them without a cycle.
  perform 1 from public.orders
    where delivery_date = p_delivery_date and status <> 'cancelled'
    order by id
    for update;
  for v_order in
    select * from public.orders
    where delivery_date = p_delivery_date and status <> 'cancelled'
    order by order_number
    for update
  loop
    select * into v_note from public.delivery_notes where order_id = v_order.id;
    if found then
      return next v_note;
    elsif v_order.status in ('received', 'in_preparation') then
      return next private.create_delivery_note(v_order);
    end if;
  end loop;
end;
$$;
