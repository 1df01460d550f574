-- The storage schema as the Supabase storage server creates it (gh:supabase/storage
-- migrations/tenant), reduced to what this stack's storage service uses, so project
-- migrations that insert buckets or write storage.objects policies run unchanged.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);
create index if not exists objects_bucket_name_idx on storage.objects (bucket_id, name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Object bytes. Hosted Supabase keeps them in S3; the local stack keeps them beside the
-- metadata so one transaction writes both.
create table if not exists local_stack.object_data (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  content bytea not null
);

-- Hosted Supabase refuses direct DELETEs on storage tables (storage migration "prevent direct
-- deletes"): only the Storage API may delete, so bytes are never orphaned. The local storage
-- service sets the guard's setting for its own deletes; a migration or seed that deletes storage
-- rows fails here exactly as it would in production.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(nullif(current_setting('storage.allow_delete_query', true), ''), 'false') <> 'true'
     and coalesce(nullif(current_setting('storage.can_delete', true), ''), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

create or replace trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();

create or replace trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();
