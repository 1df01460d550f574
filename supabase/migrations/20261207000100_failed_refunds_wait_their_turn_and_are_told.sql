-- Issue 40: a refund that fails is retried later and told to the office, and never blocks the
-- refunds behind it. order-follow-up refunds the cancelled paid card orders oldest first, 20 per
-- run; a refund Stripe refuses every time (a session it does not know, a payment disputed
-- meanwhile) stayed first in line, so twenty of them would have stopped every later refund, with
-- nothing but a line in the function's log (seen in bench:load, where the local payment
-- emulator forgets its sessions when the stack is killed).
--
-- Now each failure is recorded: the order waits before its next attempt (5 minutes, doubling up
-- to 6 hours), the batch takes the orders whose turn has come, and at the third failure the
-- admins get a bell notification ("Rimborso non riuscito", linking to the order), once.

create table private.refund_attempts (
  order_id uuid primary key references public.orders (id) on delete cascade,
  failures integer not null check (failures > 0),
  last_error text not null,
  next_attempt_at timestamptz not null,
  reported_at timestamptz
);
alter table private.refund_attempts enable row level security;
comment on table private.refund_attempts is
  'Refunds order-follow-up could not make: how often, why, when to try again, whether the admins were told.';
create index refund_attempts_next_attempt_at_idx on private.refund_attempts (next_attempt_at);

alter table public.admin_notifications drop constraint admin_notifications_type_check;
alter table public.admin_notifications add constraint admin_notifications_type_check
  check (type in ('new_user', 'new_order', 'order_cancelled', 'contact_message', 'low_stock', 'business_request',
                  'standing_order_missed', 'refund_failed'));

-- As in migration 20261126100100, without the orders whose last failure asks them to wait.
create or replace function public.orders_to_refund(max_count integer default 20)
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
    select o.* from public.orders o
    left join private.refund_attempts a on a.order_id = o.id
    where o.payment_method = 'card' and o.payment_status = 'paid' and o.status = 'cancelled'
      and (a.next_attempt_at is null or a.next_attempt_at <= now())
    order by o.cancelled_at
    limit least(greatest(coalesce(orders_to_refund.max_count, 20), 1), 100)
  ) o;
$$;

create function public.record_refund_failure(order_id uuid, error text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  attempt private.refund_attempts%rowtype;
  number text;
begin
  insert into private.refund_attempts as a (order_id, failures, last_error, next_attempt_at)
    values (record_refund_failure.order_id, 1, left(coalesce(error, 'errore sconosciuto'), 500),
      now() + interval '5 minutes')
    on conflict (order_id) do update
      set failures = a.failures + 1,
          last_error = excluded.last_error,
          -- 2^7 × 5 minutes is past 6 hours: the exponent stops there (no interval overflow).
          next_attempt_at = now() + least(interval '5 minutes' * power(2, least(a.failures, 7)), interval '6 hours')
    returning * into attempt;
  if attempt.failures >= 3 and attempt.reported_at is null then
    select o.order_number into number from public.orders o where o.id = record_refund_failure.order_id;
    insert into public.admin_notifications (type, title, body, payload)
      values ('refund_failed', 'Rimborso non riuscito',
        format('Il rimborso dell''ordine %s non è riuscito per %s volte (ultimo errore: %s). Lo riproveremo automaticamente; se non passa, controlla il pagamento su Stripe.',
          coalesce(number, 'senza numero'), attempt.failures, attempt.last_error),
        jsonb_build_object('order_id', record_refund_failure.order_id));
    update private.refund_attempts a set reported_at = now() where a.order_id = record_refund_failure.order_id;
  end if;
  return jsonb_build_object('failures', attempt.failures, 'next_attempt_at', attempt.next_attempt_at);
end;
$$;
comment on function public.record_refund_failure(uuid, text) is
  'Service role only (order-follow-up): a refund failed; the order waits before its next attempt (5 minutes, doubling up to 6 hours) and the admins are told at the third failure.';
revoke all on function public.record_refund_failure(uuid, text) from public, anon, authenticated;
grant execute on function public.record_refund_failure(uuid, text) to service_role;

-- A refund that goes through at last leaves no attempts behind.
create function private.forget_refund_attempts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.refund_attempts a where a.order_id = new.id;
  return null;
end;
$$;
revoke all on function private.forget_refund_attempts() from public, anon, authenticated;
create trigger forget_refund_attempts
  after update of payment_status on public.orders
  for each row
  when (new.payment_status = 'refunded' and old.payment_status is distinct from 'refunded')
  execute function private.forget_refund_attempts();
