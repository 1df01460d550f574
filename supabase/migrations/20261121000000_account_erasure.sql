-- Account deletion (GDPR art. 17) erases the person and keeps only what the law requires.
--
-- Deleting the auth user (the `delete-account` edge function, or an admin in the dashboard)
-- cascades to profiles → delivery_addresses, carts, cart lines; admin_users goes with it.
-- Orders are fiscal records (art. 2220 c.c. and art. 22 DPR 600/1973: ten years), so their
-- rows stay and lose the link to the person (orders.user_id ON DELETE SET NULL). What the
-- fiscal record does not need is erased here, before the profile row goes:
--   * orders: e-mail, notes and the delivery details (recipient, street, phone) go; the place
--     of supply stays as postal code, city and province. The customer's name stays only on
--     orders with invoice data (an invoice names its recipient); invoice_data stays as issued.
--   * contact messages the person sent while signed in, admin notifications about them (their
--     bodies carry name and e-mail) and a newsletter subscription with their address.
-- Amounts, lines, dates and status history are untouched: the order still adds up.

create function private.erase_customer_personal_data()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.orders o
    set customer_email = null,
        customer_name = case when o.invoice_data is not null then o.customer_name end,
        notes = null,
        delivery_address = jsonb_strip_nulls(jsonb_build_object(
          'postal_code', o.delivery_address ->> 'postal_code',
          'city', o.delivery_address ->> 'city',
          'province', o.delivery_address ->> 'province'
        ))
    where o.user_id = old.id;

  delete from public.contact_messages message where message.user_id = old.id;
  delete from public.admin_notifications notification
    where notification.payload ->> 'user_id' = old.id::text;
  if old.email is not null then
    delete from public.newsletter_subscribers subscriber
      where lower(subscriber.email) = lower(old.email);
  end if;
  return old;
end;
$$;
comment on function private.erase_customer_personal_data() is
  'BEFORE DELETE on profiles: anonymises the customer''s orders (fiscal records stay) and deletes their contact messages, admin notifications and newsletter subscription.';
revoke all on function private.erase_customer_personal_data() from public, anon, authenticated;

create trigger profiles_erase_personal_data before delete on public.profiles
  for each row execute function private.erase_customer_personal_data();
