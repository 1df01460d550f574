-- A customer's saved delivery addresses are a short list on purpose (issue 22: every list the
-- app shows is paginated or bounded): the profile and the checkout show them all, in one
-- answer of the API. A restaurant keeps a few (kitchen, second venue, catering lab); twenty is
-- far beyond that and far below the API's 1,000 rows.
-- Error (SQLSTATE P0001, HTTP 400): too_many_addresses, with an Italian hint.

create function private.limit_delivery_addresses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One customer's inserts queue here, so two at once cannot both take the twentieth place.
  perform pg_advisory_xact_lock(hashtext('delivery_addresses:' || new.user_id::text));
  if (select count(*) from public.delivery_addresses a where a.user_id = new.user_id) >= 20 then
    raise exception using
      errcode = 'P0001',
      message = 'too_many_addresses',
      detail = 'A customer keeps at most 20 delivery addresses.',
      hint = 'Puoi salvare al massimo 20 indirizzi: eliminane uno che non usi più.';
  end if;
  return new;
end;
$$;
comment on function private.limit_delivery_addresses() is
  'BEFORE INSERT on delivery_addresses: at most 20 per customer (too_many_addresses).';
revoke all on function private.limit_delivery_addresses() from public, anon, authenticated;

create trigger delivery_addresses_limit before insert on public.delivery_addresses
  for each row execute function private.limit_delivery_addresses();
