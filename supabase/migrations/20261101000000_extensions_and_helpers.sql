-- Building blocks shared by every later migration:
--   * the `private` schema: helpers for policies, triggers and check constraints. It is NOT in
--     the API's exposed schemas (config.toml [api].schemas), so nothing here is callable through
--     /rest/v1; API roles get USAGE only so that policies and constraints can call the few
--     functions explicitly granted to them.
--   * the updated_at trigger function;
--   * validators for Italian identifiers (Partita IVA, codice fiscale, IBAN) and e-mail
--     addresses, used by CHECK constraints. A CHECK constraint runs with the privileges of the
--     role writing the row, so these pure functions are granted to anon and authenticated.
--
-- Every function in this project sets `search_path = ''` and schema-qualifies every name
-- (Supabase lint 0011), and every function's EXECUTE is revoked from PUBLIC and granted back
-- explicitly (PostgreSQL grants EXECUTE to PUBLIC by default).

create schema if not exists private;
comment on schema private is
  'Helpers for policies, triggers and constraints. Not exposed through the API.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Keeps updated_at honest on every UPDATE, whatever the client sends.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: updated_at = now().';
revoke all on function private.set_updated_at() from public, anon, authenticated;

-- Partita IVA: 11 digits, the last one a Luhn-style check digit over the first ten
-- (odd positions as they are, even positions doubled minus 9 when above 9).
create function private.is_valid_partita_iva(vat_number text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  digit int;
  total int := 0;
begin
  if vat_number is null or vat_number !~ '^[0-9]{11}$' then
    return false;
  end if;
  for idx in 1..10 loop
    digit := substr(vat_number, idx, 1)::int;
    if idx % 2 = 0 then
      digit := digit * 2;
      if digit > 9 then
        digit := digit - 9;
      end if;
    end if;
    total := total + digit;
  end loop;
  return (10 - total % 10) % 10 = substr(vat_number, 11, 1)::int;
end;
$$;
comment on function private.is_valid_partita_iva(text) is
  'True for an 11-digit Partita IVA whose check digit is right.';

-- Codice fiscale: 16 characters (omocodia letters allowed in the digit positions) with the
-- official check letter, or the 11-digit numeric code of a company (same rule as the P.IVA).
create function private.is_valid_codice_fiscale(tax_code text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- Value of A..Z (and of 0..9, read as A..J) in odd positions, from the Ministry's table.
  odd_values constant int[] := array[1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
    12, 14, 16, 10, 22, 25, 24, 23];
  symbol text;
  symbol_index int;
  total int := 0;
begin
  if tax_code is null then
    return false;
  end if;
  if tax_code ~ '^[0-9]{11}$' then
    return private.is_valid_partita_iva(tax_code);
  end if;
  if tax_code !~ '^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$' then
    return false;
  end if;
  for idx in 1..15 loop
    symbol := substr(tax_code, idx, 1);
    symbol_index := case
      when symbol between '0' and '9' then ascii(symbol) - ascii('0')
      else ascii(symbol) - ascii('A')
    end;
    if idx % 2 = 1 then
      total := total + odd_values[symbol_index + 1];
    else
      total := total + symbol_index;
    end if;
  end loop;
  return chr(ascii('A') + total % 26) = substr(tax_code, 16, 1);
end;
$$;
comment on function private.is_valid_codice_fiscale(text) is
  'True for a 16-character codice fiscale with the right check letter, or a valid 11-digit company code.';

-- IBAN: ISO 13616 mod-97 check over the rearranged code (letters as 10..35).
create function private.is_valid_iban(iban text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  rearranged text;
  symbol text;
  remainder int := 0;
begin
  if iban is null or iban !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' then
    return false;
  end if;
  if iban like 'IT%' and iban !~ '^IT[0-9]{2}[A-Z][0-9]{10}[A-Z0-9]{12}$' then
    return false;
  end if;
  rearranged := substr(iban, 5) || substr(iban, 1, 4);
  for idx in 1..char_length(rearranged) loop
    symbol := substr(rearranged, idx, 1);
    if symbol between '0' and '9' then
      remainder := (remainder * 10 + (ascii(symbol) - ascii('0'))) % 97;
    else
      remainder := (remainder * 100 + (ascii(symbol) - ascii('A') + 10)) % 97;
    end if;
  end loop;
  return remainder = 1;
end;
$$;
comment on function private.is_valid_iban(text) is 'True for an IBAN with valid mod-97 check digits.';

-- Deliberately simple: one @, no spaces, a dot in the domain. Delivery is proven by mail, not regex.
create function private.is_valid_email(email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select email is not null
    and char_length(email) <= 254
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$';
$$;
comment on function private.is_valid_email(text) is 'Plausibility check for an e-mail address.';

-- Italian phone numbers as people type them: optional +, digits, spaces, dots, slashes, dashes.
create function private.is_valid_phone(phone text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select phone is not null and phone ~ '^\+?[0-9][0-9 ./-]{5,19}$';
$$;
comment on function private.is_valid_phone(text) is 'Plausibility check for a phone number.';

revoke all on function private.is_valid_partita_iva(text) from public;
revoke all on function private.is_valid_codice_fiscale(text) from public;
revoke all on function private.is_valid_iban(text) from public;
revoke all on function private.is_valid_email(text) from public;
revoke all on function private.is_valid_phone(text) from public;
grant execute on function
  private.is_valid_partita_iva(text),
  private.is_valid_codice_fiscale(text),
  private.is_valid_iban(text),
  private.is_valid_email(text),
  private.is_valid_phone(text)
to anon, authenticated, service_role;

-- Empty or blank text from a form means "not given".
create function private.clean_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(value), '');
$$;
comment on function private.clean_text(text) is 'Trimmed text, NULL when blank.';
revoke all on function private.clean_text(text) from public;
grant execute on function private.clean_text(text) to anon, authenticated, service_role;
