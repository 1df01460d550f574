-- Two-factor sign-in for the bakery's staff (issue 41, decision 016). An admin session can
-- refund card payments, record money received, issue invoices and delivery notes and change
-- prices: a stolen password alone must not be enough. Supabase Auth puts the session's
-- assurance level in the access token (`aal`: aal1 after a password, aal2 after a verified
-- TOTP code), so the database requires aal2 where it decides who is an admin.
--
-- private.is_admin() is that one place: every admin policy (products, prices, settings,
-- orders, payments, storage, realtime) and every admin-only function (require_admin,
-- record_payment, issue_invoice, issue_invoices_for_period, issue_delivery_note,
-- issue_delivery_notes_for_day, admin_save_price_list, reorder_carousel, the admin reports)
-- already asks it. The public rpc('is_admin', { user_id }) keeps answering membership for the
-- caller's own id, so the shop can show the console link and the console can then ask for the
-- code; asking about someone else still needs an admin, now an aal2 one.

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.admin_users admin where admin.user_id = (select auth.uid())
    );
$$;
comment on function private.is_admin() is
  'True when the requesting user (auth.uid()) is an admin signed in with a second factor (JWT aal = aal2). For RLS policies: (select private.is_admin()).';

-- The console's live channel is private: only admins (aal2) may join it, receive its
-- broadcasts and presence, or send into it. Before, any signed-in customer could join
-- `admin-console`, broadcast into it and announce presence as an admin. Its postgres_changes
-- stay filtered by each table's own RLS.
create policy "admins receive the console channel" on realtime.messages
  for select to authenticated
  using ((select realtime.topic()) = 'admin-console' and (select private.is_admin()));
create policy "admins send on the console channel" on realtime.messages
  for insert to authenticated
  with check ((select realtime.topic()) = 'admin-console' and (select private.is_admin()));
