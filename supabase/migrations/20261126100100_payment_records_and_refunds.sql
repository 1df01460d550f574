-- Who records which money arrived, refunds, and the courier's tracking link (issue 21).
--
-- payment_status moves only through the functions below (and the card ones of the payments
-- migration); the admin console no longer updates it with a plain UPDATE. The transition
-- trigger of the orders migration still guards every change: pending → paid | failed,
-- failed → pending | paid, paid → refunded.
--
--   record_payment(order_id, received_on)  → jsonb order summary            admins only
--     "Bonifico ricevuto" / "Contanti incassati": a bank-transfer or cash-on-delivery order
--     that is not cancelled and still pending becomes paid; the day the money arrived
--     (payment_received_on, Europe/Rome, not in the future nor before the order) and the admin
--     who recorded it (payment_recorded_by) are kept. Errors (P0001): order_not_found,
--     payment_not_recordable (card orders are recorded by Stripe), order_cancelled,
--     payment_already_recorded, invalid_received_on. 42501 not_allowed for non-admins.
--   orders_to_refund(max_count)  → jsonb [{id, order_number, payment_reference, total}]
--     service role: paid card orders that were cancelled (by anyone, or paid after the hold
--     ran out); the order-follow-up function refunds them through Stripe.
--   mark_order_refunded(order_id, refund_id)  → jsonb {outcome}
--     service role: paid → refunded with Stripe's refund id. outcome: refunded |
--     already_refunded | not_refundable | order_not_found.
--   admin_payment_summary()  → jsonb   admins only
--     the dashboard's paid vs unpaid: orders still waiting for their money (not cancelled, by
--     payment method) and what was paid in the last 30 days.

alter table public.orders
  add column payment_received_on date,
  add column payment_recorded_by uuid references auth.users (id) on delete set null,
  add column refund_reference text check (char_length(refund_reference) <= 255),
  add column refunded_at timestamptz,
  add column tracking_url text check (
    tracking_url is null or (tracking_url ~ '^https://[^[:space:]]+$' and char_length(tracking_url) <= 500)
  );
comment on column public.orders.payment_received_on is
  'Bank transfer / cash on delivery: the day the money arrived, as recorded by an admin (record_payment).';
comment on column public.orders.payment_recorded_by is
  'The admin who recorded the bank transfer or the cash (record_payment).';
comment on column public.orders.refund_reference is 'Stripe refund id (re_…) of a refunded card order.';
comment on column public.orders.refunded_at is 'When the refund was made.';
comment on column public.orders.tracking_url is
  'The courier''s tracking page (https), entered by an admin; sent in the shipping e-mail and shown on the order.';
create index orders_payment_recorded_by_idx on public.orders (payment_recorded_by);

-- Payment state only through the functions; the tracking link is an admin's plain UPDATE
-- (the policy "admins update orders" decides who).
revoke update (payment_status, payment_reference) on table public.orders from authenticated;
grant update (tracking_url) on table public.orders to authenticated;

-- The summaries below read small sets through these.
create index orders_awaiting_payment_idx on public.orders (payment_method)
  where payment_status in ('pending', 'failed') and status <> 'cancelled';
create index orders_paid_at_idx on public.orders (paid_at) where payment_status = 'paid';
create index orders_to_refund_idx on public.orders (cancelled_at)
  where payment_method = 'card' and payment_status = 'paid' and status = 'cancelled';

create function public.record_payment(order_id uuid, received_on date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.orders%rowtype;
  today date := (now() at time zone 'Europe/Rome')::date;
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'not_allowed',
      detail = 'Only admins record payments.', hint = 'Solo gli amministratori possono registrare i pagamenti.';
  end if;
  select * into target from public.orders o where o.id = record_payment.order_id for update;
  if target.id is null then
    perform private.raise_order_error('order_not_found', 'no such order', 'Ordine non trovato.');
  end if;
  if target.payment_method not in ('bank_transfer', 'cash_on_delivery') then
    perform private.raise_order_error('payment_not_recordable', 'card payments are recorded by Stripe',
      'I pagamenti online si registrano da soli.');
  end if;
  if target.status = 'cancelled' then
    perform private.raise_order_error('order_cancelled', 'the order is cancelled',
      'L''ordine è annullato: non si può registrare un pagamento.');
  end if;
  if target.payment_status = 'paid' or target.payment_status = 'refunded' then
    perform private.raise_order_error('payment_already_recorded', format('the payment is %s', target.payment_status),
      'Il pagamento di questo ordine è già registrato.');
  end if;
  if record_payment.received_on is null or record_payment.received_on > today
    or record_payment.received_on < (target.created_at at time zone 'Europe/Rome')::date then
    perform private.raise_order_error('invalid_received_on',
      'received_on must be between the order day and today (Europe/Rome)',
      'La data del pagamento deve essere tra il giorno dell''ordine e oggi.');
  end if;

  update public.orders o
    set payment_status = 'paid', paid_at = now(), payment_received_on = record_payment.received_on,
        payment_recorded_by = (select auth.uid())
    where o.id = target.id;
  return (
    select jsonb_build_object('id', o.id, 'order_number', o.order_number, 'payment_status', o.payment_status,
      'paid_at', o.paid_at, 'payment_received_on', o.payment_received_on,
      'payment_recorded_by', o.payment_recorded_by)
    from public.orders o where o.id = target.id
  );
end;
$$;
comment on function public.record_payment(uuid, date) is
  'Admins only: records that a bank transfer arrived or cash was collected (pending → paid) with the day and the admin. See the migration header for the errors.';
revoke all on function public.record_payment(uuid, date) from public, anon;
grant execute on function public.record_payment(uuid, date) to authenticated;

create function public.orders_to_refund(max_count integer default 20)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', o.id, 'order_number', o.order_number, 'payment_reference', o.payment_reference,
      'total', o.total) order by o.cancelled_at), '[]'::jsonb)
  from (
    select * from public.orders o
    where o.payment_method = 'card' and o.payment_status = 'paid' and o.status = 'cancelled'
    order by o.cancelled_at
    limit least(greatest(coalesce(orders_to_refund.max_count, 20), 1), 100)
  ) o;
$$;
comment on function public.orders_to_refund(integer) is
  'Service role only (order-follow-up): paid card orders that were cancelled and still wait for their refund, oldest first.';
revoke all on function public.orders_to_refund(integer) from public, anon, authenticated;
grant execute on function public.orders_to_refund(integer) to service_role;

create function public.mark_order_refunded(order_id uuid, refund_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.orders%rowtype;
begin
  select * into target from public.orders o where o.id = mark_order_refunded.order_id for update;
  if target.id is null then
    return jsonb_build_object('outcome', 'order_not_found');
  end if;
  if target.payment_status = 'refunded' then
    return jsonb_build_object('outcome', 'already_refunded');
  end if;
  -- Only money that arrived for an order that will not be delivered goes back.
  if target.payment_method <> 'card' or target.payment_status <> 'paid' or target.status <> 'cancelled'
    or mark_order_refunded.refund_id is null or mark_order_refunded.refund_id !~ '^re_[A-Za-z0-9_]{1,250}$' then
    return jsonb_build_object('outcome', 'not_refundable');
  end if;
  update public.orders o
    set payment_status = 'refunded', refund_reference = mark_order_refunded.refund_id, refunded_at = now()
    where o.id = target.id;
  return jsonb_build_object('outcome', 'refunded');
end;
$$;
comment on function public.mark_order_refunded(uuid, text) is
  'Service role only (order-follow-up): a cancelled paid card order was refunded through Stripe (paid → refunded).';
revoke all on function public.mark_order_refunded(uuid, text) from public, anon, authenticated;
grant execute on function public.mark_order_refunded(uuid, text) to service_role;

create function public.admin_payment_summary()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz := now() - interval '30 days';
begin
  perform private.require_admin();
  return jsonb_build_object(
    'awaiting', coalesce((
      select jsonb_agg(jsonb_build_object('payment_method', w.payment_method, 'orders', w.orders, 'total', w.total)
        order by w.payment_method)
      from (
        select o.payment_method, count(*) as orders, sum(o.total) as total
        from public.orders o
        where o.payment_status in ('pending', 'failed') and o.status <> 'cancelled'
        group by o.payment_method
      ) w
    ), '[]'::jsonb),
    'paid_last_30_days', (
      select jsonb_build_object('orders', count(*), 'total', coalesce(sum(o.total), 0))
      from public.orders o
      where o.payment_status = 'paid' and o.paid_at >= since
    )
  );
end;
$$;
comment on function public.admin_payment_summary() is
  'Admins only: {awaiting: [{payment_method, orders, total}], paid_last_30_days: {orders, total}} — money still to arrive for orders not cancelled, and money that arrived in the last 30 days.';
revoke all on function public.admin_payment_summary() from public, anon;
grant execute on function public.admin_payment_summary() to authenticated, service_role;
