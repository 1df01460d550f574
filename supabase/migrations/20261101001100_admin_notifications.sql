-- Notifications for the admin dashboard (delivered live through Realtime). Written only by the
-- service role (the admin-notifications edge function writes 'new_user') and by the triggers
-- below; admins read them, mark them read and delete them.

create table public.admin_notifications (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('new_user', 'new_order', 'order_cancelled', 'contact_message', 'low_stock')),
  title text not null check (char_length(title) between 1 and 200),
  body text not null default '' check (char_length(body) <= 2000),
  payload jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  read_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.admin_notifications is
  'Admin notifications: type new_user | new_order | order_cancelled | contact_message | low_stock, an Italian title and body, and a payload with ids (user_id, order_id, product_id, message_id). Admins read them and set read_at; only the service role and triggers insert.';
create index admin_notifications_created_at_idx on public.admin_notifications (created_at desc);
create index admin_notifications_unread_idx on public.admin_notifications (created_at desc) where read_at is null;
-- One 'new_user' notification per user, whoever asks twice (the edge function relies on it).
create unique index admin_notifications_one_new_user_per_user
  on public.admin_notifications ((payload ->> 'user_id')) where type = 'new_user';

alter table public.admin_notifications enable row level security;
revoke all on table public.admin_notifications from anon, authenticated;
grant select, delete on table public.admin_notifications to authenticated;
grant update (read_at) on table public.admin_notifications to authenticated;

create policy "admins read notifications" on public.admin_notifications
  for select to authenticated
  using ((select private.is_admin()));
create policy "admins mark notifications read" on public.admin_notifications
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete notifications" on public.admin_notifications
  for delete to authenticated
  using ((select private.is_admin()));

-- Money in notification texts, Italian style: 1234.5 → "€ 1.234,50".
create function private.format_euros(amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  -- ',' and '.' in a to_char pattern are fixed characters (G and D would follow the locale).
  select '€ ' || translate(to_char(amount, 'FM999,999,990.00'), ',.', '.,');
$$;
revoke all on function private.format_euros(numeric) from public, anon, authenticated;

create function private.notify_order_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.admin_notifications (type, title, body, payload)
    values (
      'new_order',
      'Nuovo ordine ' || new.order_number,
      format('%s ha ordinato per %s, consegna il %s.',
        coalesce(new.customer_name, new.customer_email, 'Un cliente'),
        private.format_euros(new.total), to_char(new.delivery_date, 'DD/MM/YYYY')),
      jsonb_build_object('order_id', new.id, 'order_number', new.order_number, 'user_id', new.user_id, 'total', new.total)
    );
  elsif new.status = 'cancelled' and new.user_id is not distinct from (select auth.uid()) then
    -- Only cancellations by the customer: an admin who cancels does not need to be told.
    insert into public.admin_notifications (type, title, body, payload)
    values (
      'order_cancelled',
      'Ordine ' || new.order_number || ' annullato',
      format('%s ha annullato l''ordine da %s.', coalesce(new.customer_name, new.customer_email, 'Il cliente'),
        private.format_euros(new.total)),
      jsonb_build_object('order_id', new.id, 'order_number', new.order_number, 'user_id', new.user_id)
    );
  end if;
  return null;
end;
$$;
revoke all on function private.notify_order_event() from public, anon, authenticated;

create trigger orders_notify_created after insert on public.orders
  for each row execute function private.notify_order_event();
create trigger orders_notify_cancelled after update of status on public.orders
  for each row when (old.status is distinct from new.status and new.status = 'cancelled')
  execute function private.notify_order_event();

create function private.notify_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.admin_notifications (type, title, body, payload)
  values (
    'contact_message',
    'Nuovo messaggio da ' || new.name,
    left(coalesce(nullif(new.subject, '') || ': ', '') || new.message, 280),
    jsonb_build_object('message_id', new.id, 'email', new.email)
  );
  return null;
end;
$$;
revoke all on function private.notify_contact_message() from public, anon, authenticated;

create trigger contact_messages_notify after insert on public.contact_messages
  for each row execute function private.notify_contact_message();

-- Stock crossing below 10 packs ("Solo {n} disponibili" in the shop) or reaching 0 ("Esaurito").
create function private.notify_low_stock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.admin_notifications (type, title, body, payload)
  values (
    'low_stock',
    case when new.stock_quantity = 0 then new.name || ' esaurito' else 'Scorte basse: ' || new.name end,
    format('Restano %s confezioni di %s.', new.stock_quantity, new.name),
    jsonb_build_object('product_id', new.id, 'stock_quantity', new.stock_quantity)
  );
  return null;
end;
$$;
revoke all on function private.notify_low_stock() from public, anon, authenticated;

create trigger products_notify_low_stock after update of stock_quantity on public.products
  for each row
  when (new.archived_at is null and (
    (old.stock_quantity >= 10 and new.stock_quantity < 10)
    or (old.stock_quantity > 0 and new.stock_quantity = 0)
  ))
  execute function private.notify_low_stock();

-- GDPR erasure: a deleted customer's notifications (name, e-mail) go with them.
create function private.forget_user_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.admin_notifications where payload ->> 'user_id' = old.id::text;
  return null;
end;
$$;
revoke all on function private.forget_user_notifications() from public, anon, authenticated;

create trigger profiles_forget_notifications after delete on public.profiles
  for each row execute function private.forget_user_notifications();
