-- Rows would reference the seed files as 'showcase/seed/bun-400w.webp'.
select 1;
