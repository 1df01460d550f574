-- A person acting for themselves (no business membership, role NULL) has no team: role_allows
-- answered NULL for 'team' (NULL = 'owner'), so current_customer() sent `permissions.team: null`
-- to every private customer and the app, which reads a boolean, could not open the checkout.
-- Same rules as 20261201000000_business_accounts.sql, each answer a boolean.
create or replace function private.role_allows(role text, permission text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case permission
    when 'order' then role is null or role in ('owner', 'orders')
    when 'read_orders' then true
    when 'documents' then role is null or role in ('owner', 'accounting')
    when 'manage' then role is null or role = 'owner'
    when 'team' then coalesce(role = 'owner', false)
    else false
  end;
$$;
