-- Change capture for /realtime/v1 (postgres_changes). Hosted Realtime reads the WAL through a
-- logical replication slot; PGlite has none, so the local stack puts an AFTER trigger on every
-- table of publication `supabase_realtime` that NOTIFYs the changed row as JSON. The realtime
-- service LISTENs, checks each subscriber's filters and RLS, and pushes the change.
-- Idempotent: it runs on every start.

-- Numbers every captured change: PostgreSQL folds identical NOTIFY payloads of one transaction
-- into one, so two equal updates would otherwise reach subscribers once.
create sequence if not exists local_stack.realtime_change_seq;

-- NOTIFY payloads stop at 8000 bytes. A larger change is parked here and only its id is
-- notified; the realtime service reads and deletes it.
create table if not exists local_stack.realtime_overflow (
  id bigint primary key,
  change jsonb not null,
  created_at timestamptz not null default now()
);

create or replace function local_stack.realtime_capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change_id bigint := nextval('local_stack.realtime_change_seq');
  change jsonb;
begin
  change := jsonb_build_object(
    'id', change_id,
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    -- Hosted Realtime sends the commit time in UTC with milliseconds; the trigger fires just
    -- before the commit, which is as close as a trigger gets.
    'commit_timestamp',
      to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
    'old_record', case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end
  );
  if octet_length(change::text) <= 7900 then
    perform pg_notify('local_stack_realtime', change::text);
  else
    insert into local_stack.realtime_overflow (id, change) values (change_id, change);
    perform pg_notify(
      'local_stack_realtime',
      jsonb_build_object('id', change_id, 'overflow', true)::text
    );
  end if;
  return null;
end;
$$;
revoke all on function local_stack.realtime_capture() from public;

-- Puts the capture trigger on every table of the publication that lacks it and takes it off
-- tables that left the publication. The stack calls it after migrations and before each
-- postgres_changes subscription, so tables added later are covered too.
create or replace function local_stack.realtime_sync_triggers()
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass;
begin
  for target in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = 'supabase_realtime'
      and c.relkind = 'r'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        where t.tgrelid = c.oid and t.tgname = 'local_stack_realtime_capture'
      )
  loop
    begin
      execute format(
        'create trigger local_stack_realtime_capture after insert or update or delete on %s '
          'for each row execute function local_stack.realtime_capture()',
        target
      );
    exception when duplicate_object then
      null; -- a concurrent subscription installed it first
    end;
  end loop;

  for target in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'local_stack_realtime_capture'
      and not exists (
        select 1
        from pg_catalog.pg_publication_tables pt
        join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
        join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
        where pt.pubname = 'supabase_realtime' and c.oid = t.tgrelid
      )
  loop
    execute format('drop trigger if exists local_stack_realtime_capture on %s', target);
  end loop;

  -- Parked changes nobody picked up (no realtime client was connected) are of no further use.
  delete from local_stack.realtime_overflow where created_at < now() - interval '10 minutes';
end;
$$;
revoke all on function local_stack.realtime_sync_triggers() from public;
