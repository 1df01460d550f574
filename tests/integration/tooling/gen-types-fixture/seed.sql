-- Nothing to seed: only the schema matters to the type generator.
select 1;
