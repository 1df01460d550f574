-- Web Push (issue 42, decision 022): what the shop has to say reaches an installed app that is
-- closed. A device subscribes through the browser's push service and saves its subscription here
-- with the topics it wants; the same queues that owe the e-mails decide, when the event is
-- queued, whether it goes to the user's devices or by e-mail; order-follow-up sends the pushes
-- (encrypted as RFC 8291 aes128gcm, signed with the project's VAPID key).
--
-- Topics. Customers: standing_reminder (the evening before a standing order is confirmed),
-- order_shipped, approval_requested (business owners), payment_due (a bank transfer falling due
-- or overdue). Admins: new_order, business_request, payment_recorded (by a colleague),
-- job_failed (a refund or a standing delivery the scheduled jobs could not make).
--
-- One channel per event: a customer's event with at least one device subscribed to its topic
-- goes by push and its e-mail is marked done, unless the user chose both (email_too). When no
-- device takes it (given up, its device removed or its topic turned off while it waited), the
-- e-mail is queued again, once: the e-mail stays the fallback. Admin events are the console's
-- bell notices; a push adds to the bell, it does not replace an e-mail.
--
--   save_push_subscription(endpoint, p256dh, auth, device_label, topics) → uuid     authenticated
--     the caller's device (one row per endpoint: a device that changes hands moves to the new
--     user, without the previous user's pending pushes); at most 10 devices; admin topics only
--     for admins. Errors: not_signed_in, too_many_devices (P0001), not_allowed.
--   claim_push_deliveries(max_count) → jsonb [{id, endpoint, p256dh, auth, payload, attempts}]
--                                                                                   service role
--   finish_push_delivery(delivery_id, outcome, retry_after_seconds)                 service role
--     outcome: sent | gone (404/410: the subscription is removed) | retry (429/5xx: back off,
--     30 s doubling to 1 h, honouring Retry-After; given up after 6 attempts) | failed (given up).

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The push service's URL. Plain http only for a push service on this machine (tests); the
  -- sender refuses http unless its environment allows it.
  endpoint text not null unique check (
    char_length(endpoint) <= 1000
    and (endpoint ~ '^https://[^[:space:]]+$' or endpoint ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?/[^[:space:]]*$')),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  device_label text not null default 'Dispositivo' check (char_length(device_label) between 1 and 80),
  topics text[] not null default '{}' check (topics <@ array[
    'standing_reminder', 'order_shipped', 'approval_requested', 'payment_due',
    'new_order', 'business_request', 'payment_recorded', 'job_failed']::text[]),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
comment on table public.push_subscriptions is
  'Web Push subscriptions: one per device (endpoint), the user it belongs to and the topics it wants. A user reads, renames, changes and deletes only their own; save_push_subscription creates them.';
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;
revoke all on table public.push_subscriptions from anon, authenticated;
grant select, delete on table public.push_subscriptions to authenticated;
grant update (topics, device_label) on table public.push_subscriptions to authenticated;
create policy "push subscriptions: the owner reads" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "push subscriptions: the owner changes" on public.push_subscriptions
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "push subscriptions: the owner deletes" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

-- The admins' topics are for admins: checked on every write that adds one, whoever writes. A
-- former admin can still change (and drop) the topics they have.
create function private.guard_push_topics()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  added text[] := case when tg_op = 'INSERT' then new.topics
                       else array(select t from unnest(new.topics) t except select t from unnest(old.topics) t) end;
begin
  if added && array['new_order', 'business_request', 'payment_recorded', 'job_failed']::text[]
    and not exists (select 1 from public.admin_users a where a.user_id = new.user_id) then
    raise exception using errcode = '42501', message = 'not_allowed',
      detail = 'admin topics need an admin', hint = 'Questi avvisi sono solo per gli amministratori.';
  end if;
  -- A topic listed twice would be sent twice.
  new.topics := array(select distinct t from unnest(new.topics) t order by t);
  return new;
end;
$$;
revoke all on function private.guard_push_topics() from public, anon, authenticated;
create trigger push_subscriptions_guard_topics before insert or update of topics, user_id
  on public.push_subscriptions for each row execute function private.guard_push_topics();

create table public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- True: the events that reach a device also come by e-mail.
  email_too boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.notification_preferences is
  'Per user: whether an event that goes to a subscribed device also comes by e-mail (default: only one of the two).';
alter table public.notification_preferences enable row level security;
revoke all on table public.notification_preferences from anon, authenticated;
-- user_id too: an upsert sets every column it sends; the policy keeps it the caller's.
grant select, insert, update (user_id, email_too, updated_at) on table public.notification_preferences to authenticated;
create policy "notification preferences: the owner reads" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "notification preferences: the owner writes" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "notification preferences: the owner changes" on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create table private.push_deliveries (
  id bigint generated always as identity primary key,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  user_id uuid not null,
  -- One event reaches a device once, however often it is queued.
  event_key text not null,
  topic text not null,
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  -- The e-mail to queue again when no device takes the event: {queue, id}.
  fallback jsonb,
  created_at timestamptz not null default now(),
  not_before timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz,
  given_up_at timestamptz,
  constraint push_deliveries_once unique (subscription_id, event_key)
);
comment on table private.push_deliveries is
  'Pushes owed to one device, queued with the e-mails they replace and sent by order-follow-up (claim_push_deliveries / finish_push_delivery).';
alter table private.push_deliveries enable row level security;
create index push_deliveries_due_idx on private.push_deliveries (not_before)
  where sent_at is null and given_up_at is null;
create index push_deliveries_event_idx on private.push_deliveries (user_id, event_key);

-- Queues one push per device of the user that wants the topic; returns how many. The text is
-- written here, as the bell's notices are, so every sender says the same. `fallback` names the
-- e-mail held back for this event (null when none was).
create function private.queue_push(
  recipient uuid, topic text, event_key text, title text, body text, url text, fallback jsonb default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  if recipient is null then
    return 0;
  end if;
  insert into private.push_deliveries (subscription_id, user_id, event_key, topic, payload, fallback)
    select s.id, s.user_id, queue_push.event_key, queue_push.topic,
      jsonb_build_object('title', queue_push.title, 'body', queue_push.body, 'url', queue_push.url,
                         'tag', queue_push.topic),
      queue_push.fallback
    from public.push_subscriptions s
    where s.user_id = queue_push.recipient and queue_push.topic = any (s.topics)
    on conflict on constraint push_deliveries_once do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
revoke all on function private.queue_push(uuid, text, text, text, text, text, jsonb) from public, anon, authenticated;

-- True when the user's events that reached a device should still be e-mailed.
create function private.wants_email_too(recipient uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.email_too from public.notification_preferences p where p.user_id = recipient), false);
$$;
revoke all on function private.wants_email_too(uuid) from public, anon, authenticated;

-- Sends the customer's event to their devices; when one wants it and the user did not choose
-- both, the e-mail row (`queue`, `mail_id`) is marked done and named as the fallback. Returns
-- whether the e-mail was held back.
create function private.route_to_devices(
  recipient uuid, topic text, event_key text, title text, body text, url text, queue text, mail_id bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  hold boolean := recipient is not null and not private.wants_email_too(recipient);
  fallback jsonb := case when hold then jsonb_build_object('queue', queue, 'id', mail_id) end;
begin
  if private.queue_push(recipient, topic, event_key, title, body, url, fallback) = 0 or not hold then
    return false;
  end if;
  if queue = 'order_notifications' then
    update private.order_notifications set sent_at = now() where id = mail_id;
  elsif queue = 'standing_order_mails' then
    update private.standing_order_mails set sent_at = now() where id = mail_id;
  elsif queue = 'account_mails' then
    update private.account_mails set sent_at = now() where id = mail_id;
  end if;
  return true;
end;
$$;
revoke all on function private.route_to_devices(uuid, text, text, text, text, text, text, bigint) from public, anon, authenticated;

-- The customers' events, where their e-mails are queued. AFTER INSERT: only rows really
-- written route (a queue's ON CONFLICT DO NOTHING retry of an event already owed does not).
create function private.route_order_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  if new.kind <> 'shipped' then
    return null;
  end if;
  select o.user_id, o.order_number, o.delivery_date into target from public.orders o where o.id = new.order_id;
  perform private.route_to_devices(target.user_id, 'order_shipped', 'order-shipped:' || new.order_id,
    'Il tuo ordine è in consegna',
    format('L’ordine %s è partito: arriva %s.', target.order_number, private.italian_long_date(target.delivery_date)),
    '/orders/' || target.order_number, 'order_notifications', new.id);
  return null;
end;
$$;
revoke all on function private.route_order_notification() from public, anon, authenticated;
create trigger order_notifications_route after insert on private.order_notifications
  for each row execute function private.route_order_notification();

create function private.route_standing_order_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  cutoff text;
begin
  if new.kind <> 'reminder' then
    return null;
  end if;
  select so.user_id into owner from public.standing_orders so where so.id = new.standing_order_id;
  select to_char(coalesce((select st.order_cutoff_time from public.shop_settings st limit 1), '14:00'::time), 'HH24:MI')
    into cutoff;
  perform private.route_to_devices(owner, 'standing_reminder',
    'standing-reminder:' || new.standing_order_id || ':' || new.delivery_date,
    format('Domani alle %s confermiamo il tuo ordine fisso', cutoff),
    format('Consegna di %s: modificalo o salta questa consegna.', private.italian_long_date(new.delivery_date)),
    '/ordine-fisso', 'standing_order_mails', new.id);
  return null;
end;
$$;
revoke all on function private.route_standing_order_mail() from public, anon, authenticated;
create trigger standing_order_mails_route after insert on private.standing_order_mails
  for each row execute function private.route_standing_order_mail();

create function private.route_account_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient uuid;
  topic text;
  title text;
  body text;
  url text;
  order_number text := nullif(new.payload ->> 'order_number', '');
begin
  if new.kind = 'approval_requested' then
    topic := 'approval_requested';
    title := 'Un ordine attende la tua approvazione';
    body := format('%s ha preparato un ordine da %s.',
      coalesce(nullif(new.payload ->> 'requested_by_name', ''), 'Un membro del team'),
      private.format_euros(coalesce((new.payload ->> 'total')::numeric, 0)));
    url := '/orders/approvazioni';
  elsif new.kind in ('payment_due_soon', 'payment_overdue') and order_number is not null then
    topic := 'payment_due';
    title := case new.kind when 'payment_due_soon' then 'Bonifico in scadenza' else 'Pagamento scaduto' end;
    body := format(case new.kind
        when 'payment_due_soon' then 'L’ordine %s (%s) va pagato entro %s.'
        else 'Il bonifico per l’ordine %s (%s) era da pagare entro %s.' end,
      order_number, private.format_euros(coalesce((new.payload ->> 'total')::numeric, 0)),
      coalesce(private.italian_long_date((new.payload ->> 'due_on')::date), 'la scadenza'));
    url := '/orders/' || order_number;
  else
    return null;
  end if;
  -- The account the mail is for: its login address, confirmed. Auth keeps addresses in lower
  -- case and indexes them for password accounts (users_email_partial_key ... where not SSO).
  select u.id into recipient from auth.users u
    where u.email = lower(new.recipient_email) and u.is_sso_user = false
      and u.email_confirmed_at is not null
    limit 1;
  perform private.route_to_devices(recipient, topic, 'account:' || new.dedupe_key, title, body, url,
    'account_mails', new.id);
  return null;
end;
$$;
revoke all on function private.route_account_mail() from public, anon, authenticated;
create trigger account_mails_route after insert on private.account_mails
  for each row execute function private.route_account_mail();

-- The admins' events: every bell notice of a pushed kind goes to the devices of every admin
-- who wants its topic.
create function private.push_admin_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  topic text := case new.type
    when 'new_order' then 'new_order'
    when 'business_request' then 'business_request'
    when 'refund_failed' then 'job_failed'
    when 'standing_order_missed' then 'job_failed'
  end;
  url text := case
    when new.type in ('new_order', 'refund_failed') and private.is_uuid_text(new.payload -> 'order_id')
      then '/admin/orders/' || (new.payload ->> 'order_id')
    when new.type = 'standing_order_missed' and private.is_uuid_text(new.payload -> 'customer_id')
      then '/admin/customers/' || (new.payload ->> 'customer_id')
    when new.type = 'business_request' then '/admin/business-requests'
    else '/admin'
  end;
  admin_id uuid;
begin
  if topic is null then
    return null;
  end if;
  for admin_id in select a.user_id from public.admin_users a loop
    perform private.queue_push(admin_id, topic, 'notice:' || new.id, new.title, new.body, url);
  end loop;
  return null;
end;
$$;
revoke all on function private.push_admin_notice() from public, anon, authenticated;
create trigger admin_notifications_push after insert on public.admin_notifications
  for each row execute function private.push_admin_notice();

-- A payment an admin records reaches the other admins (the one who recorded it knows).
create function private.push_recorded_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_id uuid;
  recorded_by text;
begin
  if new.payment_recorded_by is null or old.payment_recorded_by is not distinct from new.payment_recorded_by then
    return null;
  end if;
  select coalesce(nullif(p.full_name, ''), u.email) into recorded_by
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = new.payment_recorded_by;
  for admin_id in
    select a.user_id from public.admin_users a where a.user_id <> new.payment_recorded_by
  loop
    perform private.queue_push(admin_id, 'payment_recorded', 'payment-recorded:' || new.id,
      'Pagamento registrato: ordine ' || new.order_number,
      format('%s ha registrato un pagamento di %s ricevuto il %s.', coalesce(recorded_by, 'Un collega'),
        private.format_euros(new.total),
        coalesce(to_char(new.payment_received_on, 'DD/MM/YYYY'), to_char(now() at time zone 'Europe/Rome', 'DD/MM/YYYY'))),
      '/admin/orders/' || new.id);
  end loop;
  return null;
end;
$$;
revoke all on function private.push_recorded_payment() from public, anon, authenticated;
create trigger orders_push_recorded_payment after update of payment_recorded_by on public.orders
  for each row execute function private.push_recorded_payment();

-- When no device took an event (none sent, none still trying), its e-mail is owed again, once.
create function private.fall_back_to_email(recipient uuid, event text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  fallback jsonb;
begin
  -- One event at a time: two runs that give up its last two deliveries together would each
  -- still see the other's as pending and neither would bring the e-mail back.
  perform pg_advisory_xact_lock(hashtextextended(recipient::text || ':' || event, 0));
  if exists (
    select 1 from private.push_deliveries d
    where d.user_id = recipient and d.event_key = event
      and (d.sent_at is not null or d.given_up_at is null)
  ) then
    return;
  end if;
  select d.fallback into fallback from private.push_deliveries d
    where d.user_id = recipient and d.event_key = event and d.fallback is not null
    limit 1;
  if fallback is null then
    return;
  end if;
  update private.push_deliveries set fallback = null where user_id = recipient and event_key = event;
  if fallback ->> 'queue' = 'order_notifications' then
    update private.order_notifications set sent_at = null, claimed_at = null, attempts = 0
      where id = (fallback ->> 'id')::bigint;
  elsif fallback ->> 'queue' = 'standing_order_mails' then
    update private.standing_order_mails set sent_at = null, claimed_at = null, attempts = 0
      where id = (fallback ->> 'id')::bigint;
  elsif fallback ->> 'queue' = 'account_mails' then
    update private.account_mails set sent_at = null, claimed_at = null, attempts = 0
      where id = (fallback ->> 'id')::bigint;
  end if;
end;
$$;
revoke all on function private.fall_back_to_email(uuid, text) from public, anon, authenticated;

-- Gives up the pending deliveries of a device matching `topics` (all when null), each event
-- going back to its e-mail when no other device has it.
create function private.give_up_device_deliveries(device uuid, topics text[] default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  released record;
begin
  for released in
    update private.push_deliveries d set given_up_at = now()
      where d.subscription_id = device and d.sent_at is null and d.given_up_at is null
        and (give_up_device_deliveries.topics is null or d.topic = any (give_up_device_deliveries.topics))
      returning d.user_id, d.event_key
  loop
    perform private.fall_back_to_email(released.user_id, released.event_key);
  end loop;
end;
$$;
revoke all on function private.give_up_device_deliveries(uuid, text[]) from public, anon, authenticated;

-- A device removed (by its user, at sign-out, because the push service forgot it, or with the
-- account) or a topic turned off: what it still owed goes back to e-mail, nothing is lost.
create function private.release_device()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.give_up_device_deliveries(old.id);
    return old;
  end if;
  perform private.give_up_device_deliveries(new.id,
    array(select t from unnest(old.topics) t except select t from unnest(new.topics) t));
  return null;
end;
$$;
revoke all on function private.release_device() from public, anon, authenticated;
create trigger push_subscriptions_release_removed before delete on public.push_subscriptions
  for each row execute function private.release_device();
create trigger push_subscriptions_release_topics after update of topics on public.push_subscriptions
  for each row execute function private.release_device();

create function public.save_push_subscription(
  endpoint text, p256dh text, auth text, device_label text, topics text[])
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  saved uuid;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'not_signed_in',
      hint = 'Accedi per ricevere le notifiche.';
  end if;
  -- A device that changes hands: the previous person's row goes, with what it still owed them
  -- (back to their e-mail), so none of their notifications reaches the new user.
  delete from public.push_subscriptions s
    where s.endpoint = save_push_subscription.endpoint and s.user_id <> caller;
  if (select count(*) from public.push_subscriptions s
      where s.user_id = caller and s.endpoint <> save_push_subscription.endpoint) >= 10 then
    raise exception using errcode = 'P0001', message = 'too_many_devices',
      detail = 'at most 10 devices per user',
      hint = 'Hai già 10 dispositivi con le notifiche: rimuovine uno dal profilo.';
  end if;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, device_label, topics)
    values (caller, save_push_subscription.endpoint, save_push_subscription.p256dh, save_push_subscription.auth,
            coalesce(nullif(btrim(save_push_subscription.device_label), ''), 'Dispositivo'),
            coalesce(save_push_subscription.topics, '{}'))
    on conflict on constraint push_subscriptions_endpoint_key do update
      set p256dh = excluded.p256dh, auth = excluded.auth,
          device_label = excluded.device_label, topics = excluded.topics
    returning s.id into saved;
  return saved;
end;
$$;
comment on function public.save_push_subscription(text, text, text, text, text[]) is
  'Signed-in users: saves this device''s push subscription with its topics (one row per endpoint; a device that changes hands moves to the caller; at most 10 devices). Admin topics only for admins.';
revoke all on function public.save_push_subscription(text, text, text, text, text[]) from public, anon;
grant execute on function public.save_push_subscription(text, text, text, text, text[]) to authenticated;

create function public.claim_push_deliveries(max_count integer default 20)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
  stale record;
begin
  -- A sixth try whose run never finished it: given up, to e-mail.
  for stale in
    update private.push_deliveries d set given_up_at = now()
      where d.sent_at is null and d.given_up_at is null and d.attempts >= 6
        and d.claimed_at < now() - interval '10 minutes'
      returning d.user_id, d.event_key
  loop
    perform private.fall_back_to_email(stale.user_id, stale.event_key);
  end loop;

  with picked as (
    select d.id from private.push_deliveries d
    where d.sent_at is null and d.given_up_at is null and d.attempts < 6 and d.not_before <= now()
      and (d.claimed_at is null or d.claimed_at < now() - interval '10 minutes')
    order by d.not_before, d.id
    limit least(greatest(coalesce(claim_push_deliveries.max_count, 20), 1), 100)
    for update skip locked
  ), taken as (
    update private.push_deliveries d
      set claimed_at = now(), attempts = d.attempts + 1
      from picked
      where d.id = picked.id
      returning d.id, d.subscription_id, d.payload, d.topic, d.attempts
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', t.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth,
      'topic', t.topic, 'payload', t.payload, 'attempts', t.attempts) order by t.id), '[]'::jsonb)
    into claimed
    from taken t
    join public.push_subscriptions s on s.id = t.subscription_id;
  return claimed;
end;
$$;
comment on function public.claim_push_deliveries(integer) is
  'Service role only (order-follow-up): claims the pushes that are due, with their device''s subscription. See the migration header.';
revoke all on function public.claim_push_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_push_deliveries(integer) to service_role;

create function public.finish_push_delivery(delivery_id bigint, outcome text, retry_after_seconds integer default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  delivery private.push_deliveries%rowtype;
begin
  if outcome is null or outcome not in ('sent', 'gone', 'retry', 'failed') then
    raise exception using errcode = '22023', message = 'invalid_outcome',
      detail = 'outcome is sent, gone, retry or failed';
  end if;
  select * into delivery from private.push_deliveries d where d.id = finish_push_delivery.delivery_id for update;
  -- Gone with its device, or already finished by a run that claimed it again.
  if delivery.id is null or delivery.sent_at is not null or delivery.given_up_at is not null then
    return;
  end if;
  if outcome = 'sent' then
    update private.push_deliveries set sent_at = now() where id = delivery.id;
    update public.push_subscriptions set last_sent_at = now() where id = delivery.subscription_id;
  elsif outcome = 'gone' then
    -- The push service forgot the subscription (RFC 8030 §7.3): the device goes, and the
    -- release trigger sends what it still owed back to e-mail.
    delete from public.push_subscriptions where id = delivery.subscription_id;
  elsif outcome = 'retry' and delivery.attempts < 6 then
    update private.push_deliveries
      set claimed_at = null,
          not_before = now() + make_interval(secs => least(3600, greatest(
            coalesce(finish_push_delivery.retry_after_seconds, 0), 30 * power(2, delivery.attempts - 1))))
      where id = delivery.id;
  else
    update private.push_deliveries set given_up_at = now() where id = delivery.id;
    perform private.fall_back_to_email(delivery.user_id, delivery.event_key);
  end if;
end;
$$;
comment on function public.finish_push_delivery(bigint, text, integer) is
  'Service role only (order-follow-up): a claimed push was sent, its subscription is gone (404/410), it is retried later (429/5xx) or given up. See the migration header.';
revoke all on function public.finish_push_delivery(bigint, text, integer) from public, anon, authenticated;
grant execute on function public.finish_push_delivery(bigint, text, integer) to service_role;
