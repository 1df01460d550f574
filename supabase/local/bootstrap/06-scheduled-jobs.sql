-- Stand-ins for what hosted Supabase runs scheduled work with, only as far as the migrations
-- use them: pg_cron (cron.schedule, cron.unschedule, cron.job), pg_net (net.http_post queues a
-- request, as pg_net does before its worker sends it) and Vault (vault.decrypted_secrets).
-- The local stack's scheduler (supabase/local/scheduler/) runs the due jobs every minute and
-- sends the queued requests; it also stores the secrets the jobs read (project_url,
-- order_follow_up_key). No role but the superuser reaches these schemas.
create schema if not exists cron;
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  jobname text unique,
  active boolean not null default true
);
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid;
$$;
create or replace function cron.unschedule(job_name text)
returns boolean
language sql
as $$
  with gone as (delete from cron.job where jobname = job_name returning 1)
  select exists (select 1 from gone);
$$;

create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null default '{}'::jsonb,
  body jsonb,
  timeout_milliseconds integer not null default 5000,
  created_at timestamptz not null default now()
);
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, body, timeout_milliseconds)
  returning id;
$$;

create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  secret text not null
);
create or replace view vault.decrypted_secrets as
  select s.id, s.name, s.secret as decrypted_secret from vault.secrets s;
