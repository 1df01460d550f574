-- Money in the database's texts reads as the page beside it (found on 2026-12-07).
-- private.format_euros grouped every thousand, "1.234,00 €", while the shop's pages write
-- amounts with Intl's it-IT currency format (src/lib/format.ts formatEuro), which follows CLDR's
-- minimumGroupingDigits of 2 for Italian: four-digit amounts stay ungrouped, "1234,00 €", and
-- grouping starts at five digits, "12.345,00 €". A restaurant's order of 1234 € was "1234,00 €"
-- on its order page and "1.234,00 €" in the bell, the e-mails, the push notices and the credit
-- limit's refusal shown on the checkout. Both spellings are correct Italian; one shop uses one.

create or replace function private.format_euros(amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  -- ',' and '.' in a to_char pattern are fixed characters (G and D would follow the locale);
  -- chr(160) is the no-break space Intl's it-IT currency format puts before the sign.
  select case
      when abs(round(amount, 2)) < 10000 then translate(to_char(amount, 'FM9999990.00'), '.', ',')
      else translate(to_char(amount, 'FM999,999,990.00'), ',.', '.,')
    end || chr(160) || '€';
$$;
comment on function private.format_euros(numeric) is
  'Euros as the shop writes them (formatEuro, Intl it-IT): 1234.5 → "1234,50 €", 12345.5 → "12.345,50 €" (no-break space).';
revoke all on function private.format_euros(numeric) from public, anon, authenticated;
