-- Live updates through Supabase Realtime (postgres_changes): customers follow their own order
-- status, admins see new orders and notifications arrive. Realtime delivers a change only to
-- subscribers whose RLS policies let them SELECT the row.
alter publication supabase_realtime add table public.orders, public.admin_notifications;
