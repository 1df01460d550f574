-- Storage buckets for the shop's media. All three are public: images and videos are served
-- by their public URL (/storage/v1/object/public/<bucket>/<path>), which needs no policy, so
-- there is deliberately no SELECT policy for visitors (it would let anyone list every file,
-- Supabase lint 0025). Only admins upload, replace, list and delete files.
-- Image columns in the tables store "<bucket>/<path>" keys (or absolute https URLs).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('product-images', 'product-images', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml']),
  ('carousel-media', 'carousel-media', true, 52428800,
    array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'video/mp4', 'video/webm']),
  ('blog-images', 'blog-images', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Admins list their media (and upserts need SELECT as well as INSERT and UPDATE).
create policy "admins read shop media" on storage.objects
  for select to authenticated
  using (bucket_id in ('product-images', 'carousel-media', 'blog-images') and (select private.is_admin()));
create policy "admins upload shop media" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('product-images', 'carousel-media', 'blog-images') and (select private.is_admin()));
create policy "admins replace shop media" on storage.objects
  for update to authenticated
  using (bucket_id in ('product-images', 'carousel-media', 'blog-images') and (select private.is_admin()))
  with check (bucket_id in ('product-images', 'carousel-media', 'blog-images') and (select private.is_admin()));
create policy "admins delete shop media" on storage.objects
  for delete to authenticated
  using (bucket_id in ('product-images', 'carousel-media', 'blog-images') and (select private.is_admin()));
