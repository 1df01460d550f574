-- Order numbers that never truncate (issue 22). private.next_order_number() padded the sequence
-- value with lpad(…, 6), and lpad *cuts* longer text: after BDB-2026-999999 every number came out
-- as BDB-2026-100000, so from the millionth order on every place_order failed with 23505.
--
-- The sequence stays one for all years (a number is never reused, whatever the year prefix),
-- and the padding now only widens: six digits as before up to 999999, then as many as the value
-- has (BDB-2026-1000000). Distinct values give distinct texts (a number of seven or more digits
-- has no leading zero), and later orders get larger numbers; compared as text, a seven-digit
-- number sorts before a six-digit one, so code that orders by number sorts by
-- (length(order_number), order_number) or by created_at.

create or replace function private.next_order_number()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select 'BDB-' || to_char(now() at time zone 'Europe/Rome', 'YYYY') || '-'
    || lpad(issued.value::text, greatest(6, length(issued.value::text)), '0')
  from (select nextval('private.order_number_seq') as value) as issued;
$$;
comment on function private.next_order_number() is
  'Human order number, e.g. BDB-2026-000123: at least six digits, never truncated (BDB-2026-1000000).';
