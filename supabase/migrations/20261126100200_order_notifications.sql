-- The e-mails a buyer expects after the order confirmation (issue 21): cancelled (by the
-- customer, by an admin, or because the online payment was not completed), shipped (with the
-- courier's tracking link) and refunded. A trigger queues one notification per order and kind
-- when the order reaches that state, whoever or whatever moved it (a customer's RPC, an admin's
-- UPDATE, the scheduled expiry, the Stripe webhook); the order-follow-up edge function sends
-- what is queued. So a state change can never happen without its e-mail being owed.
--
--   claim_order_notifications(max_count)  → jsonb [{id, kind, order, shop}]      service role
--     takes up to max_count unsent notifications (SKIP LOCKED; a claim older than 10 minutes
--     counts as lost and is taken again; after 5 attempts a notification is given up) with
--     what the e-mail needs.
--   finish_order_notification(notification_id, sent)                           service role
--     sent: done for good; not sent: released for the next run.

create table private.order_notifications (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null check (kind in ('cancelled', 'shipped', 'refunded')),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0,
  constraint order_notifications_once unique (order_id, kind)
);
comment on table private.order_notifications is
  'E-mails owed to customers about their order (cancelled, shipped, refunded), queued by a trigger and sent by the order-follow-up function. One per order and kind.';
-- Not in an exposed schema, but closed all the same: only the functions below touch it.
alter table private.order_notifications enable row level security;
create index order_notifications_unsent_idx on private.order_notifications (id) where sent_at is null;

create function private.queue_order_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and new.status in ('cancelled', 'shipped') then
    insert into private.order_notifications (order_id, kind) values (new.id, new.status)
      on conflict on constraint order_notifications_once do nothing;
  end if;
  if new.payment_status is distinct from old.payment_status and new.payment_status = 'refunded' then
    insert into private.order_notifications (order_id, kind) values (new.id, 'refunded')
      on conflict on constraint order_notifications_once do nothing;
  end if;
  return null;
end;
$$;
revoke all on function private.queue_order_notifications() from public, anon, authenticated;
create trigger orders_queue_notifications after update of status, payment_status on public.orders
  for each row execute function private.queue_order_notifications();

create function public.claim_order_notifications(max_count integer default 20)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed jsonb;
  shop jsonb;
begin
  select jsonb_build_object(
      'company_name', s.company_name, 'street_address', s.street_address,
      'postal_code', s.postal_code, 'city', s.city, 'province', s.province,
      'vat_number', s.vat_number, 'email', s.email, 'phone', s.phone)
    into shop
    from public.shop_settings s
    limit 1;

  with picked as (
    select n.id from private.order_notifications n
    where n.sent_at is null and n.attempts < 5
      and (n.claimed_at is null or n.claimed_at < now() - interval '10 minutes')
    order by n.id
    limit least(greatest(coalesce(claim_order_notifications.max_count, 20), 1), 100)
    for update skip locked
  ), taken as (
    update private.order_notifications n
      set claimed_at = now(), attempts = n.attempts + 1
      from picked
      where n.id = picked.id
      returning n.id, n.order_id, n.kind
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', t.id,
      'kind', t.kind,
      'order', private.order_json(o.id) || jsonb_build_object(
        'customer_name', o.customer_name, 'customer_email', o.customer_email,
        'cancellation_reason', o.cancellation_reason, 'tracking_url', o.tracking_url,
        'paid_at', o.paid_at, 'refunded_at', o.refunded_at),
      'shop', coalesce(shop, '{}'::jsonb)
    ) order by t.id), '[]'::jsonb)
    into claimed
    from taken t
    join public.orders o on o.id = t.order_id;
  return claimed;
end;
$$;
comment on function public.claim_order_notifications(integer) is
  'Service role only (order-follow-up): claims queued order e-mails with the order and the shop''s details. See the migration header.';
revoke all on function public.claim_order_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_order_notifications(integer) to service_role;

create function public.finish_order_notification(notification_id bigint, sent boolean)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.order_notifications n
    set sent_at = case when finish_order_notification.sent then now() end,
        claimed_at = case when finish_order_notification.sent then n.claimed_at end
    where n.id = finish_order_notification.notification_id;
$$;
comment on function public.finish_order_notification(bigint, boolean) is
  'Service role only (order-follow-up): a claimed e-mail was sent (done) or failed (claimable again).';
revoke all on function public.finish_order_notification(bigint, boolean) from public, anon, authenticated;
grant execute on function public.finish_order_notification(bigint, boolean) to service_role;
