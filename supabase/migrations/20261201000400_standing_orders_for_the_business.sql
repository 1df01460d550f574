-- Standing orders belong to the business and follow its calendar (issue 36, decision 015).
--
-- * A business's standing order is managed by the people who order for it (owner and Ordini,
--   private.customer_for('order')); Amministrazione does not see it.
-- * A member with a purchase limit cannot set a standing order (or one delivery) above it: the
--   job would place it with nobody to approve it.
-- * The job places through private.place_order_for, the same code as any order, for the
--   business (no borrowed JWT claims any more).
-- * A day the bakery is closed (shop_closures) or the business is closed (its closed weekdays)
--   is never placed: the run is 'closed' and one notice says why — already at reminder time
--   (18:00 two days before) when the closure is known then, otherwise when the day comes up.
--   Weekdays the business is closed cannot get lines. The production plan's packs not yet
--   confirmed leave those days out too.

alter table public.standing_order_runs drop constraint standing_order_runs_outcome_check;
alter table public.standing_order_runs add constraint standing_order_runs_outcome_check
  check (outcome in ('pending', 'placed', 'skipped', 'holiday', 'closed', 'out_of_stock', 'unavailable', 'failed'));
alter table private.standing_order_mails drop constraint standing_order_mails_kind_check;
alter table private.standing_order_mails add constraint standing_order_mails_kind_check
  check (kind in ('reminder', 'holiday', 'closed', 'out_of_stock', 'unavailable', 'failed'));

drop policy "standing orders: owner or admin reads" on public.standing_orders;
drop policy "standing order lines: owner or admin reads" on public.standing_order_lines;
drop policy "standing order changes: owner or admin reads" on public.standing_order_changes;
drop policy "standing order runs: owner or admin reads" on public.standing_order_runs;
create policy "standing orders: the business's orderers or admins read" on public.standing_orders
  for select to authenticated
  using (user_id = (select private.customer_for('order')) or (select private.is_admin()));
create policy "standing order lines: the business's orderers or admins read" on public.standing_order_lines
  for select to authenticated
  using (exists (
    select 1 from public.standing_orders s
    where s.id = standing_order_id and (s.user_id = (select private.customer_for('order')) or (select private.is_admin()))));
create policy "standing order changes: the business's orderers or admins read" on public.standing_order_changes
  for select to authenticated
  using (exists (
    select 1 from public.standing_orders s
    where s.id = standing_order_id and (s.user_id = (select private.customer_for('order')) or (select private.is_admin()))));
create policy "standing order runs: the business's orderers or admins read" on public.standing_order_runs
  for select to authenticated
  using (user_id = (select private.customer_for('order')) or (select private.is_admin()));

-- Why a day is closed for an account, in the words of the notice; NULL when it is open (public
-- holidays keep their own 'holiday' notice).
create function private.closure_notice(customer uuid, day date)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when public.shop_closure_on(day) is not null then
      format('%s siamo chiusi (%s): il tuo ordine fisso salta questa consegna. Se ti servono panini, ordina per un altro giorno.',
        initcap(left(private.italian_day(day), 1)) || substr(private.italian_day(day), 2), public.shop_closure_on(day))
    when extract(isodow from day)::smallint = any (private.closed_weekdays_of(customer)) then
      format('%s il tuo locale è chiuso: il tuo ordine fisso salta questa consegna.',
        initcap(left(private.italian_day(day), 1)) || substr(private.italian_day(day), 2))
  end;
$$;
revoke all on function private.closure_notice(uuid, date) from public, anon, authenticated;

-- The total a day's standing lines would cost the account now, in euros.
create function private.standing_lines_total(customer uuid, lines jsonb)
returns numeric
language plpgsql
stable
set search_path = ''
as $$
declare
  total numeric;
begin
  perform set_config('bakery.priced_customer', customer::text, true);
  total := (private.price_order_lines(lines) ->> 'total')::numeric;
  perform set_config('bakery.priced_customer', '', true);
  return total;
end;
$$;
revoke all on function private.standing_lines_total(uuid, jsonb) from public, anon, authenticated;

-- A member with a purchase limit may set a day only up to it.
create function private.check_standing_limit(day_lines jsonb, day date, weekday integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  membership public.business_members%rowtype := private.caller_membership();
  total numeric;
begin
  if membership.purchase_limit is null or jsonb_array_length(coalesce(day_lines, '[]')) = 0 then
    return;
  end if;
  total := private.standing_lines_total(membership.business_id, day_lines);
  if total > membership.purchase_limit then
    perform private.raise_order_error('above_purchase_limit',
      jsonb_build_object('purchase_limit', membership.purchase_limit, 'total', total)::text,
      format('Il tuo limite di spesa è %s per ordine: %s vale %s. Chiedi al titolare di impostarlo.',
        private.format_euros(membership.purchase_limit),
        case when day is not null then 'la consegna di ' || private.italian_day(day)
             else 'l''ordine fisso del ' || (array['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'])[weekday] end,
        private.format_euros(total)));
  end if;
end;
$$;
revoke all on function private.check_standing_limit(jsonb, date, integer) from public, anon, authenticated;

-- The account's standing order, locked, or standing_order_not_found.
create or replace function private.own_standing_order()
returns public.standing_orders
language plpgsql
set search_path = ''
as $$
declare
  found public.standing_orders%rowtype;
begin
  select * into found from public.standing_orders s where s.user_id = private.require_customer_for('order') for update;
  if found.id is null then
    perform private.raise_order_error('standing_order_not_found', 'no standing order', 'Non hai ancora un ordine fisso.');
  end if;
  return found;
end;
$$;

-- As in migration 20261127200000, for the business: lines on its closed weekdays and, for a
-- member with a purchase limit, days above it are refused.
create or replace function public.save_standing_order(
  lines jsonb,
  address_id uuid,
  payment_method text,
  starts_on date,
  notes text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  customer uuid := private.require_customer_for('order');
  standing_id uuid;
  weekday_lines jsonb;
  day int;
  clean_notes text := private.clean_text(save_standing_order.notes);
  closed smallint[] := private.closed_weekdays_of(customer);
begin
  if not exists (select 1 from public.business_accounts b where b.customer_id = customer) then
    perform private.raise_order_error('business_only', 'standing orders are for business customers',
      'Gli ordini fissi sono riservati ai clienti business.');
  end if;
  if save_standing_order.payment_method is null
    or save_standing_order.payment_method not in ('bank_transfer', 'cash_on_delivery') then
    perform private.raise_order_error('invalid_payment_method', 'bank_transfer or cash_on_delivery',
      'Per un ordine fisso scegli bonifico o pagamento alla consegna.');
  end if;
  if not exists (select 1 from public.delivery_addresses a
                 where a.id = save_standing_order.address_id and a.user_id = customer) then
    perform private.raise_order_error('address_not_found', 'address_id is not one of the account''s addresses',
      'Scegli uno dei tuoi indirizzi di consegna.');
  end if;
  if save_standing_order.starts_on is null or save_standing_order.starts_on <= (now() at time zone 'Europe/Rome')::date then
    perform private.raise_order_error('invalid_start_date', 'starts_on must be after today',
      'La prima consegna deve essere da domani in poi.');
  end if;
  if char_length(clean_notes) > 1000 then
    perform private.raise_order_error('invalid_notes', 'notes are limited to 1000 characters',
      'Le note possono contenere al massimo 1000 caratteri.');
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' or jsonb_array_length(lines) = 0
    or exists (select 1 from jsonb_array_elements(lines) e
               where jsonb_typeof(e -> 'weekday') <> 'number' or (e ->> 'weekday')::numeric not in (1, 2, 3, 4, 5, 6)) then
    perform private.raise_order_error('invalid_lines', 'lines need a weekday 1-6',
      'Indica almeno un giorno della settimana con dei prodotti.');
  end if;
  if exists (select 1 from jsonb_array_elements(lines) e where (e ->> 'weekday')::smallint = any (closed)) then
    perform private.raise_order_error('closed_weekday', 'lines on a weekday the business is closed',
      'Hai indicato prodotti per un giorno in cui il tuo locale è chiuso: toglili o cambia i giorni di chiusura nel profilo.');
  end if;

  insert into public.standing_orders as s (user_id, address_id, payment_method, starts_on, notes, status)
    values (customer, save_standing_order.address_id, save_standing_order.payment_method,
            save_standing_order.starts_on, clean_notes, 'active')
    on conflict on constraint standing_orders_user_id_key do update
      set address_id = excluded.address_id, payment_method = excluded.payment_method,
          starts_on = excluded.starts_on, notes = excluded.notes, status = 'active', updated_at = now()
    returning s.id into standing_id;

  delete from public.standing_order_lines l where l.standing_order_id = standing_id;
  for day in select distinct (e ->> 'weekday')::int from jsonb_array_elements(lines) e order by 1 loop
    weekday_lines := private.normalize_standing_lines(
      (select jsonb_agg(e - 'weekday') from jsonb_array_elements(lines) e where (e ->> 'weekday')::int = day), false);
    perform private.check_standing_limit(weekday_lines, null, day);
    insert into public.standing_order_lines (standing_order_id, weekday, product_id, quantity)
      select standing_id, day, (l ->> 'product_id')::uuid, (l ->> 'quantity')::int
      from jsonb_array_elements(weekday_lines) l;
  end loop;
  return standing_id;
end;
$$;

-- As in migration 20261127200000, with the purchase limit.
create or replace function public.change_standing_delivery(delivery_date date, lines jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  standing public.standing_orders%rowtype := private.own_standing_order();
  clean_lines jsonb;
begin
  perform private.check_changeable_delivery(standing, change_standing_delivery.delivery_date);
  if change_standing_delivery.lines is null then
    delete from public.standing_order_changes c
      where c.standing_order_id = standing.id and c.delivery_date = change_standing_delivery.delivery_date and not c.skipped;
    update public.standing_order_changes c set lines = null
      where c.standing_order_id = standing.id and c.delivery_date = change_standing_delivery.delivery_date;
    return;
  end if;
  clean_lines := private.normalize_standing_lines(change_standing_delivery.lines, false);
  perform private.check_standing_limit(clean_lines, change_standing_delivery.delivery_date, null);
  insert into public.standing_order_changes as c (standing_order_id, delivery_date, skipped, lines)
    values (standing.id, change_standing_delivery.delivery_date, false, clean_lines)
    on conflict on constraint standing_order_changes_pkey do update set skipped = false, lines = excluded.lines, updated_at = now();
end;
$$;

-- As in migration 20261127200000, for the business, with each day's closure.
create or replace function public.standing_order_deliveries(customer_id uuid default null, days integer default 14)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target uuid;
  standing public.standing_orders%rowtype;
  today date := (now() at time zone 'Europe/Rome')::date;
begin
  if standing_order_deliveries.customer_id is not null and (select private.is_admin()) then
    target := standing_order_deliveries.customer_id;
  else
    target := private.require_customer_for('order');
    if standing_order_deliveries.customer_id is not null and standing_order_deliveries.customer_id <> target then
      raise exception using errcode = '42501', message = 'not_allowed';
    end if;
  end if;
  select * into standing from public.standing_orders s where s.user_id = target;
  if standing.id is null then
    return '[]'::jsonb;
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'delivery_date', d.day,
        'cutoff_at', private.standing_cutoff(d.day),
        'delivery_day', public.is_delivery_day(d.day)
          and not (extract(isodow from d.day)::smallint = any (private.closed_weekdays_of(target))),
        'closure', private.closure_notice(target, d.day),
        'skipped', coalesce(c.skipped, false),
        'changed', c.lines is not null,
        'lines', (select coalesce(jsonb_agg(l || jsonb_build_object('name', p.name) order by p.name), '[]'::jsonb)
                  from jsonb_array_elements(private.standing_lines_for(standing.id, d.day)) l
                  left join public.products p on p.id = (l ->> 'product_id')::uuid),
        'run', case when r.id is not null then jsonb_build_object(
          'outcome', r.outcome, 'order_id', r.order_id, 'message', r.message) end
      ) order by d.day)
    from (select (today + i)::date as day
          from generate_series(1, least(greatest(coalesce(standing_order_deliveries.days, 14), 1), 60)) i) d
    left join public.standing_order_changes c on c.standing_order_id = standing.id and c.delivery_date = d.day
    left join public.standing_order_runs r on r.standing_order_id = standing.id and r.delivery_date = d.day
    where d.day >= standing.starts_on and extract(isodow from d.day) <> 7
      and (r.id is not null or c.standing_order_id is not null
           or exists (select 1 from public.standing_order_lines l
                      where l.standing_order_id = standing.id and l.weekday = extract(isodow from d.day)))
  ), '[]'::jsonb);
end;
$$;

-- As in migration 20261128100000, placing through private.place_order_for for the business and
-- skipping closed days with a notice.
create or replace function private.place_standing_delivery(standing public.standing_orders, delivery_date date)
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
  if run_outcome in ('holiday', 'closed', 'out_of_stock', 'unavailable', 'failed') then
    insert into private.standing_order_mails (standing_order_id, delivery_date, kind)
      values (standing.id, delivery_date, run_outcome)
      on conflict on constraint standing_order_mails_once do nothing;
  end if;
  return run_outcome;
end;
$$;

-- As in migration 20261127200000, with closed days: at reminder time a day already known to be
-- closed gets its run and its one notice instead of the reminder.
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
begin
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
  return jsonb_build_object('reminders', reminders, 'delivery_date', placing_day, 'runs', outcomes);
end;
$$;

-- As in migration 20261127200000, leaving out the businesses closed that day.
create or replace function public.admin_expected_standing_packs(day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin();
  with expected as (
    select s.user_id, (l ->> 'product_id')::uuid as product_id, (l ->> 'quantity')::int as packs
    from public.standing_orders s
    cross join lateral jsonb_array_elements(private.standing_lines_for(s.id, admin_expected_standing_packs.day)) l
    where s.status = 'active' and s.starts_on <= admin_expected_standing_packs.day
      and public.is_delivery_day(admin_expected_standing_packs.day)
      and private.closure_notice(s.user_id, admin_expected_standing_packs.day) is null
      and not exists (select 1 from public.standing_order_runs r
                      where r.standing_order_id = s.id and r.delivery_date = admin_expected_standing_packs.day)
  )
  select jsonb_build_object(
    'delivery_date', admin_expected_standing_packs.day,
    'delivery_day', public.is_delivery_day(admin_expected_standing_packs.day),
    'closure', public.shop_closure_on(admin_expected_standing_packs.day),
    'total_packs', coalesce((select sum(e.packs) from expected e), 0),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', t.product_id, 'product_name', t.product_name,
          'packs', t.packs, 'customers', t.customers) order by t.product_name)
      from (select e.product_id, p.name as product_name, sum(e.packs)::integer as packs,
                   count(distinct e.user_id)::integer as customers
            from expected e join public.products p on p.id = e.product_id
            group by e.product_id, p.name) t), '[]'::jsonb),
    'customers', coalesce((
      select jsonb_agg(jsonb_build_object('customer_id', t.user_id, 'customer_name', t.customer_name,
          'packs', t.packs) order by t.customer_name)
      from (select e.user_id, coalesce(pr.company_name, pr.full_name, pr.email) as customer_name,
                   sum(e.packs)::integer as packs
            from expected e join public.profiles pr on pr.id = e.user_id
            group by e.user_id, pr.company_name, pr.full_name, pr.email) t), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
