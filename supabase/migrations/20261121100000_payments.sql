-- Card payments (Stripe Checkout) and the order confirmation e-mail.
--
-- The edge functions write payment state only through the functions below, which are SECURITY
-- DEFINER with an empty search_path and executable by service_role alone: customers can read
-- their orders but never mark one paid, attach a session or reset the e-mail flag.
--
--   record_checkout_session(order_id, session_id, previous_session_id)  → boolean
--     create-checkout-session stores the Stripe Checkout session it created on a payable card
--     order (card, payment pending, not cancelled). Compare-and-set: it succeeds only while
--     payment_reference is still previous_session_id (or already session_id), so two racing
--     requests cannot both attach a session.
--   mark_order_paid(order_id, session_id, amount_cents, currency)  → jsonb {outcome, ...}
--     stripe-webhook on checkout.session.completed. Idempotent. outcome:
--       paid                      pending/failed → paid, paid_at and payment_reference set
--       paid_after_cancellation   as paid, but the order was cancelled meanwhile: refund it
--       already_paid              the same session again (a replayed event): nothing changes
--       paid_by_another_session   the order was already paid through another session: refund
--       amount_mismatch           the session's amount or currency is not the order's total
--       not_card_payment, refunded, order_not_found   nothing changes
--   expire_checkout_session(order_id, session_id)  → jsonb {outcome, ...}
--     stripe-webhook on checkout.session.expired, for the order's current session only: the
--     payment is 'failed' and a still 'received' order is cancelled, which gives its packs back
--     to stock (why: supabase/functions/create-checkout-session/README.md). outcome: cancelled |
--     payment_failed | ignored | order_not_found.
--   claim_order_confirmation(order_id)  → jsonb {outcome, order?, shop?}
--     Takes the right to send the confirmation e-mail once (sets confirmation_sent_at) and
--     returns what the e-mail needs. Card orders only once paid; never for cancelled orders.
--     outcome: claimed | already_sent | payment_pending | order_cancelled | no_recipient |
--     order_not_found.
--   release_order_confirmation(order_id)
--     Gives the claim back when the mail provider failed, so a retry can send it.

alter table public.orders add column confirmation_sent_at timestamptz;
comment on column public.orders.confirmation_sent_at is
  'When the order confirmation e-mail was handed to the mail provider (sent once; NULL = not yet). Card orders get it once paid, the others right after placement.';

create function public.record_checkout_session(
  order_id uuid,
  session_id text,
  previous_session_id text default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  updated_id uuid;
begin
  if record_checkout_session.session_id is null
    or record_checkout_session.session_id !~ '^cs_[A-Za-z0-9_]{1,250}$' then
    perform private.raise_order_error('invalid_session_id', 'session_id must be a Checkout session id (cs_…)',
      'Sessione di pagamento non valida.');
  end if;
  update public.orders o
    set payment_reference = record_checkout_session.session_id
    where o.id = record_checkout_session.order_id
      and o.payment_method = 'card'
      and o.payment_status = 'pending'
      and o.status <> 'cancelled'
      and (
        o.payment_reference is not distinct from record_checkout_session.previous_session_id
        or o.payment_reference = record_checkout_session.session_id
      )
    returning o.id into updated_id;
  return updated_id is not null;
end;
$$;
comment on function public.record_checkout_session(uuid, text, text) is
  'Service role only: attaches a Stripe Checkout session to a payable card order (compare-and-set on the previous session). See the payments migration header.';

create function public.mark_order_paid(
  order_id uuid,
  session_id text,
  amount_cents bigint,
  currency text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.orders%rowtype;
  result jsonb;
begin
  select * into target from public.orders o where o.id = mark_order_paid.order_id for update;
  if target.id is null then
    return jsonb_build_object('outcome', 'order_not_found');
  end if;
  result := jsonb_build_object('order_id', target.id, 'order_number', target.order_number);

  if target.payment_method <> 'card' then
    return result || jsonb_build_object('outcome', 'not_card_payment');
  end if;
  if target.payment_status = 'paid' then
    return result || jsonb_build_object('outcome', case
      when target.payment_reference = mark_order_paid.session_id then 'already_paid'
      else 'paid_by_another_session' end);
  end if;
  if target.payment_status = 'refunded' then
    return result || jsonb_build_object('outcome', 'refunded');
  end if;
  if mark_order_paid.amount_cents is distinct from (target.total * 100)::bigint
    or lower(mark_order_paid.currency) is distinct from 'eur' then
    return result || jsonb_build_object('outcome', 'amount_mismatch',
      'expected_cents', (target.total * 100)::bigint, 'received_cents', mark_order_paid.amount_cents,
      'received_currency', mark_order_paid.currency);
  end if;

  -- The money has arrived, so the record says paid even for a cancelled order: the shop then
  -- refunds it (paid → refunded) instead of losing track of the payment.
  update public.orders o
    set payment_status = 'paid', paid_at = now(), payment_reference = mark_order_paid.session_id
    where o.id = target.id;
  return result || jsonb_build_object('outcome', case
    when target.status = 'cancelled' then 'paid_after_cancellation' else 'paid' end);
end;
$$;
comment on function public.mark_order_paid(uuid, text, bigint, text) is
  'Service role only (stripe-webhook): records a completed card payment, idempotently, after checking amount and currency against the order. See the payments migration header for the outcomes.';

create function public.expire_checkout_session(order_id uuid, session_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.orders%rowtype;
  result jsonb;
begin
  select * into target from public.orders o where o.id = expire_checkout_session.order_id for update;
  if target.id is null then
    return jsonb_build_object('outcome', 'order_not_found');
  end if;
  result := jsonb_build_object('order_id', target.id, 'order_number', target.order_number);
  -- Only the session the order is waiting for: an older session that was replaced by a newer
  -- one (the customer came back to pay later) expiring must not touch the order.
  if target.payment_method <> 'card' or target.payment_status <> 'pending'
    or target.payment_reference is distinct from expire_checkout_session.session_id then
    return result || jsonb_build_object('outcome', 'ignored');
  end if;

  update public.orders o
    set payment_status = 'failed',
        status = case when o.status = 'received' then 'cancelled' else o.status end
    where o.id = target.id;
  return result || jsonb_build_object('outcome', case
    when target.status = 'received' then 'cancelled' else 'payment_failed' end);
end;
$$;
comment on function public.expire_checkout_session(uuid, text) is
  'Service role only (stripe-webhook): the current Checkout session of an unpaid card order expired; the payment fails and a still received order is cancelled (stock returned).';

create function public.claim_order_confirmation(order_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.orders%rowtype;
  shop jsonb;
begin
  select * into target from public.orders o where o.id = claim_order_confirmation.order_id for update;
  if target.id is null then
    return jsonb_build_object('outcome', 'order_not_found');
  end if;
  if target.confirmation_sent_at is not null then
    return jsonb_build_object('outcome', 'already_sent');
  end if;
  if target.status = 'cancelled' then
    return jsonb_build_object('outcome', 'order_cancelled');
  end if;
  if target.payment_method = 'card' and target.payment_status <> 'paid' then
    return jsonb_build_object('outcome', 'payment_pending');
  end if;
  if nullif(btrim(coalesce(target.customer_email, '')), '') is null then
    return jsonb_build_object('outcome', 'no_recipient');
  end if;

  update public.orders o set confirmation_sent_at = now() where o.id = target.id;

  select jsonb_build_object(
      'company_name', s.company_name, 'street_address', s.street_address,
      'postal_code', s.postal_code, 'city', s.city, 'province', s.province,
      'vat_number', s.vat_number, 'email', s.email, 'phone', s.phone,
      'bank_account_holder', s.bank_account_holder, 'iban', s.iban, 'bank_name', s.bank_name)
    into shop
    from public.shop_settings s
    limit 1;

  return jsonb_build_object(
    'outcome', 'claimed',
    'order', private.order_json(target.id) || jsonb_build_object(
      'customer_name', target.customer_name,
      'customer_email', target.customer_email,
      'paid_at', target.paid_at,
      'payment_reference', target.payment_reference),
    'shop', coalesce(shop, '{}'::jsonb)
  );
end;
$$;
comment on function public.claim_order_confirmation(uuid) is
  'Service role only: takes the one-time right to send an order''s confirmation e-mail and returns the order, its lines and the shop''s details. See the payments migration header.';

create function public.release_order_confirmation(order_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.orders o set confirmation_sent_at = null where o.id = release_order_confirmation.order_id;
$$;
comment on function public.release_order_confirmation(uuid) is
  'Service role only: gives back a confirmation claim after the mail provider failed, so a retry sends the e-mail.';

revoke all on function public.record_checkout_session(uuid, text, text) from public, anon, authenticated;
revoke all on function public.mark_order_paid(uuid, text, bigint, text) from public, anon, authenticated;
revoke all on function public.expire_checkout_session(uuid, text) from public, anon, authenticated;
revoke all on function public.claim_order_confirmation(uuid) from public, anon, authenticated;
revoke all on function public.release_order_confirmation(uuid) from public, anon, authenticated;
grant execute on function public.record_checkout_session(uuid, text, text) to service_role;
grant execute on function public.mark_order_paid(uuid, text, bigint, text) to service_role;
grant execute on function public.expire_checkout_session(uuid, text) to service_role;
grant execute on function public.claim_order_confirmation(uuid) to service_role;
grant execute on function public.release_order_confirmation(uuid) to service_role;
