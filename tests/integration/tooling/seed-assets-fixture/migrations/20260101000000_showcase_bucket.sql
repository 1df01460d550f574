insert into storage.buckets (id, name, public) values ('showcase', 'showcase', true);
