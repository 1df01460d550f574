-- Rows would reference the seed files as 'showcase/seed/bun.svg'.
select 1;
