-- Realtime Authorization and Broadcast from the database, as hosted Realtime's tenant migrations
-- create them (gh:supabase/realtime lib/realtime/tenants/repo/migrations, the squashed
-- schema): `realtime.messages` with RLS, whose policies decide who may read (SELECT) and write
-- (INSERT) a private channel's broadcast and presence; `realtime.topic()` for those policies;
-- `realtime.send()` and `realtime.broadcast_changes()`. A project's migrations that write
-- policies for hosted Supabase run here unchanged. Idempotent: it runs on every start.

create schema if not exists realtime;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone default now() not null,
  inserted_at timestamp without time zone default now() not null,
  id uuid default gen_random_uuid() not null
) partition by range (inserted_at);

-- Hosted Realtime keeps one partition per day; a default partition takes every row here.
create table if not exists realtime.messages_default partition of realtime.messages default;

do $$
begin
  if not exists (
    select 1 from pg_constraint
    where conname = 'messages_pkey' and connamespace = 'realtime'::regnamespace
  ) then
    alter table only realtime.messages add constraint messages_pkey primary key (id, inserted_at);
  end if;
end
$$;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(
  payload jsonb, event text, topic text, private boolean default true
) returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
      'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;
alter function realtime.topic() owner to supabase_realtime_admin;
grant usage on schema realtime to postgres, anon, authenticated, service_role, supabase_realtime_admin;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
grant all on realtime.messages to supabase_realtime_admin;

-- Hosted Realtime broadcasts every committed broadcast row of realtime.messages (it reads the
-- table's WAL); here an AFTER trigger NOTIFYs it, delivered at commit like the captured changes
-- of 04-realtime.sql. The rows authorization checks insert are rolled back, so never sent.
create or replace function local_stack.realtime_message_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.extension = 'broadcast' then
    perform pg_notify(
      'local_stack_realtime_broadcast',
      jsonb_build_object(
        'id', new.id, 'topic', new.topic, 'event', new.event,
        'private', coalesce(new.private, false),
        -- NOTIFY payloads stop at 8000 bytes: a larger payload is read from the row instead.
        'payload', case when octet_length(new.payload::text) <= 7000 then new.payload end,
        'inserted_at', new.inserted_at
      )::text
    );
  end if;
  return null;
end;
$$;
revoke all on function local_stack.realtime_message_notify() from public;

do $$
begin
  if not exists (
    select 1 from pg_trigger
    where tgrelid = 'realtime.messages'::regclass and tgname = 'local_stack_realtime_broadcast'
  ) then
    create trigger local_stack_realtime_broadcast
      after insert on realtime.messages
      for each row execute function local_stack.realtime_message_notify();
  end if;
end
$$;
