-- Who is an admin. Admin status is data that only admins (or the service role) can write,
-- never user_metadata, which every user can edit about themselves.

create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.admin_users is
  'Admin membership: a row makes the user an admin. Only admins and the service role write it.';
create index admin_users_created_by_idx on public.admin_users (created_by);

-- The policies' helper. SECURITY DEFINER so it can read admin_users even though admin_users'
-- own policies call it (no recursion through RLS). Lives in `private`: not callable via the API.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users admin where admin.user_id = (select auth.uid())
  );
$$;
comment on function private.is_admin() is
  'True when the requesting user (auth.uid()) is an admin. For RLS policies: (select private.is_admin()).';
revoke all on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;

-- The spec's rpc('is_admin', { user_id }). It answers only about the caller's own id, unless
-- the caller is an admin or the service role, so nobody can probe who the admins are.
-- Errors: 42501 'not_allowed' when asking about someone else; anon has no EXECUTE (42501).
create function public.is_admin(user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_role text := coalesce((select auth.jwt()) ->> 'role', '');
begin
  if is_admin.user_id is null then
    return false;
  end if;
  if caller is distinct from is_admin.user_id
    and caller_role <> 'service_role'
    and not private.is_admin() then
    raise exception using
      errcode = '42501',
      message = 'not_allowed',
      detail = 'is_admin answers only for the signed-in user''s own id.',
      hint = 'Puoi verificare solo il tuo account.';
  end if;
  return exists (select 1 from public.admin_users admin where admin.user_id = is_admin.user_id);
end;
$$;
comment on function public.is_admin(uuid) is
  'Whether user_id is an admin. Callers may ask about themselves only (admins and service_role about anyone).';
revoke all on function public.is_admin(uuid) from public, anon;
grant execute on function public.is_admin(uuid) to authenticated, service_role;

alter table public.admin_users enable row level security;
revoke all on table public.admin_users from anon, authenticated;
grant select, delete on table public.admin_users to authenticated;
-- created_by always comes from the default (the inserting admin), never from the request.
grant insert (user_id) on table public.admin_users to authenticated;

create policy "users read own membership, admins read all" on public.admin_users
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "admins add admins" on public.admin_users
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "admins remove admins" on public.admin_users
  for delete to authenticated
  using ((select private.is_admin()));
