-- A notice about a day that has passed is not sent (follow-up of issue 40, found on 2026-12-07).
-- After an outage the standing-order job's look-back records each day it missed. A day with
-- nothing to place (skipped, a holiday, the bakery closed) gets the outcome it would have had,
-- through place_standing_delivery, which also queued the customer's 'holiday' or 'closed' e-mail
-- (and, since 20261208000000, its push): so a job back on 30 December told a restaurant that
-- "venerdì 25 dicembre è festivo e non consegniamo". The notice was true and five days late.
-- Now the look-back records such a day without the notice when the day is before the job's own
-- (Rome) day; today's and tomorrow's still tell the customer, who may be waiting for a delivery.
-- The run's message stays on the standing-order screen as the day's history. 'missed' days are
-- told as before: that mail is the apology the customer needs.
--
-- place_standing_delivery gains `tell_customer` (default true: the job's own placements are
-- unchanged); record_missed_standing_delivery gains the job's day, which the job passes. Both
-- old signatures are dropped so no caller can reach them.

drop function private.record_missed_standing_delivery(public.standing_orders, date);
drop function private.place_standing_delivery(public.standing_orders, date);

create function private.place_standing_delivery(standing public.standing_orders, delivery_date date,
  tell_customer boolean default true)
returns text
language plpgsql
set search_path = ''
as $$
declare
  lines jsonb := private.standing_lines_for(standing.id, delivery_date);
  day_text text := private.italian_day(delivery_date);
  closed_because text := private.closure_notice(standing.user_id, delivery_date);
  run_outcome text;
  placed jsonb;
  run_detail jsonb;
  run_message text;
  error_code text;
  error_detail text;
begin
  insert into public.standing_order_runs (standing_order_id, user_id, delivery_date, outcome)
    values (standing.id, standing.user_id, delivery_date, 'pending')
    on conflict on constraint standing_order_runs_once do nothing;
  if not found then
    return null;
  end if;

  if jsonb_array_length(lines) = 0 then
    run_outcome := 'skipped';
    run_message := format('Consegna di %s saltata, come hai chiesto.', day_text);
  elsif extract(isodow from delivery_date) = 7 or public.is_italian_public_holiday(delivery_date) then
    run_outcome := 'holiday';
    run_message := format('%s è festivo e non consegniamo: il tuo ordine fisso salta questa consegna. Se ti servono panini, ordina per un altro giorno.',
      upper(left(day_text, 1)) || substr(day_text, 2));
  elsif closed_because is not null then
    run_outcome := 'closed';
    run_message := closed_because;
  else
    begin
      placed := private.place_order_for(
        standing.user_id, null, null, lines, delivery_date, standing.payment_method,
        'ordine-fisso-' || to_char(delivery_date, 'YYYY-MM-DD'), standing.address_id, null, standing.notes, null);
      run_outcome := 'placed';
      run_message := format('Ordine %s confermato per %s.', placed ->> 'order_number', day_text);
    exception when others then
      get stacked diagnostics error_code = message_text, error_detail = pg_exception_detail;
      if error_code = 'insufficient_stock' then
        run_outcome := 'out_of_stock';
        run_detail := error_detail::jsonb;
        run_message := format('Per %s non abbiamo abbastanza %s: non abbiamo confermato l''ordine fisso, così non ricevi meno di quanto aspetti. Ordina le quantità disponibili dal negozio o scrivici.',
          day_text,
          (select string_agg(format('%s (ne restano %s)', s ->> 'name', s ->> 'available'), ', ')
             from jsonb_array_elements(run_detail) s));
      elsif error_code = 'product_unavailable' then
        run_outcome := 'unavailable';
        run_detail := jsonb_build_object('reason', error_detail);
        run_message := format('Per %s un prodotto del tuo ordine fisso non è più in vendita: non abbiamo confermato l''ordine. Aggiorna l''ordine fisso.', day_text);
      elsif error_code = 'below_minimum_order' then
        run_outcome := 'failed';
        run_detail := jsonb_build_object('code', error_code, 'reason', error_detail::jsonb);
        run_message := format('Per %s l''ordine fisso non raggiunge l''ordine minimo di %s per la consegna: non l''abbiamo confermato. Aggiungi qualche confezione all''ordine fisso o scrivici.',
          day_text, private.format_euros((error_detail::jsonb ->> 'minimum_order')::numeric));
      elsif error_code = 'credit_limit_exceeded' then
        run_outcome := 'failed';
        run_detail := jsonb_build_object('code', error_code, 'reason', error_detail::jsonb);
        run_message := format('Per %s l''ordine fisso supera il fido disponibile (%s): non l''abbiamo confermato. Salda gli ordini aperti o scrivici per aumentare il fido.',
          day_text, private.format_euros((error_detail::jsonb ->> 'available')::numeric));
      else
        run_outcome := 'failed';
        run_detail := jsonb_build_object('code', error_code, 'reason', error_detail);
        run_message := format('Non siamo riusciti a confermare l''ordine fisso per %s (%s). Controlla indirizzo e pagamento o scrivici.',
          day_text, coalesce(error_code, 'errore'));
      end if;
    end;
  end if;

  update public.standing_order_runs r
    set outcome = run_outcome, order_id = (placed ->> 'id')::uuid,
        detail = run_detail, message = run_message
    where r.standing_order_id = standing.id and r.delivery_date = place_standing_delivery.delivery_date;
  if tell_customer and run_outcome in ('holiday', 'closed', 'out_of_stock', 'unavailable', 'failed') then
    insert into private.standing_order_mails (standing_order_id, delivery_date, kind)
      values (standing.id, delivery_date, run_outcome)
      on conflict on constraint standing_order_mails_once do nothing;
  end if;
  return run_outcome;
end;
$$;
revoke all on function private.place_standing_delivery(public.standing_orders, date, boolean) from public, anon, authenticated;

create function private.record_missed_standing_delivery(standing public.standing_orders, delivery_date date,
  job_day date)
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
    -- A day that has passed: its outcome is recorded, but a notice that it is a holiday or the
    -- bakery is closed would reach the customer after the day.
    return private.place_standing_delivery(standing, delivery_date, delivery_date >= job_day);
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
revoke all on function private.record_missed_standing_delivery(public.standing_orders, date, date) from public, anon, authenticated;

-- As in migration 20261207000000, passing the job's day to the look-back.
create or replace function public.run_standing_order_schedule(as_of timestamp with time zone DEFAULT now())
returns jsonb
language plpgsql
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
      if private.record_missed_standing_delivery(standing, missed_delivery.day, local_time::date) = 'missed' then
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
