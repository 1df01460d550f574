-- Editorial content and the two public forms: the home carousel, blog posts, newsletter
-- sign-ups and contact messages.

create table public.homepage_carousel (
  id uuid primary key default gen_random_uuid(),
  media_url text not null check (char_length(media_url) between 3 and 500),
  media_type text not null default 'image' check (media_type in ('video', 'image')),
  title text not null default '' check (char_length(title) <= 120),
  description text not null default '' check (char_length(description) <= 300),
  is_active boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.homepage_carousel is
  'Home page carousel "Le Nostre Creazioni": active items ordered by display_order. media_url holds a storage key "<bucket>/<path>" (e.g. carousel-media/seed/slide-1.svg) or an absolute https URL.';
create index homepage_carousel_active_order_idx on public.homepage_carousel (display_order) where is_active;

create trigger homepage_carousel_set_updated_at before update on public.homepage_carousel
  for each row execute function private.set_updated_at();

alter table public.homepage_carousel enable row level security;
revoke all on table public.homepage_carousel from anon, authenticated;
grant select on table public.homepage_carousel to anon;
grant select, insert, update, delete on table public.homepage_carousel to authenticated;

create policy "visitors read active carousel items" on public.homepage_carousel
  for select to anon
  using (is_active);
create policy "customers read active carousel items, admins read all" on public.homepage_carousel
  for select to authenticated
  using (is_active or (select private.is_admin()));
create policy "admins add carousel items" on public.homepage_carousel
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "admins update carousel items" on public.homepage_carousel
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete carousel items" on public.homepage_carousel
  for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(title) between 3 and 200),
  excerpt text not null default '' check (char_length(excerpt) <= 500),
  body_md text not null default '' check (char_length(body_md) <= 100000),
  cover_image_url text,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  author_name text not null default 'Bottega del Bun' check (char_length(author_name) between 2 and 120),
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_published_have_date check (status = 'draft' or published_at is not null)
);
comment on table public.blog_posts is
  'Blog posts in Markdown (body_md). Visitors see status = ''published'' with published_at in the past. cover_image_url holds a storage key "<bucket>/<path>" (e.g. blog-images/seed/cover.svg) or an absolute https URL. author_name is the public byline (profiles are private).';
create index blog_posts_published_idx on public.blog_posts (published_at desc) where status = 'published';
create index blog_posts_author_id_idx on public.blog_posts (author_id);

-- Publishing without a date means "now"; a scheduled date in the future stays hidden until then.
create function private.prepare_blog_post()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.slug := lower(btrim(new.slug));
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.prepare_blog_post() from public, anon, authenticated;

create trigger blog_posts_prepare before insert or update on public.blog_posts
  for each row execute function private.prepare_blog_post();
create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function private.set_updated_at();

alter table public.blog_posts enable row level security;
revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon;
grant select, insert, update, delete on table public.blog_posts to authenticated;

create policy "visitors read published posts" on public.blog_posts
  for select to anon
  using (status = 'published' and published_at <= now());
create policy "customers read published posts, admins read all" on public.blog_posts
  for select to authenticated
  using ((status = 'published' and published_at <= now()) or (select private.is_admin()));
create policy "admins add posts" on public.blog_posts
  for insert to authenticated
  with check ((select private.is_admin()));
create policy "admins update posts" on public.blog_posts
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete posts" on public.blog_posts
  for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (private.is_valid_email(email)),
  privacy_accepted boolean not null check (privacy_accepted),
  created_at timestamptz not null default now()
);
comment on table public.newsletter_subscribers is
  'Newsletter sign-ups. One row per e-mail, case-insensitively: a second sign-up fails with 23505, which the client shows as "Sei già iscritto alla newsletter!". privacy_accepted must be true; created_at is the consent date. Visitors can only insert; admins read and delete.';
comment on column public.newsletter_subscribers.created_at is 'When consent was given.';
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

create function private.normalize_newsletter_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;
revoke all on function private.normalize_newsletter_email() from public, anon, authenticated;

create trigger newsletter_subscribers_normalize before insert or update on public.newsletter_subscribers
  for each row execute function private.normalize_newsletter_email();

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from anon, authenticated;
-- Only these two columns can be sent; id and the consent date come from the defaults.
grant insert (email, privacy_accepted) on table public.newsletter_subscribers to anon, authenticated;
grant select, delete on table public.newsletter_subscribers to authenticated;

create policy "visitors subscribe with privacy consent" on public.newsletter_subscribers
  for insert to anon
  with check (privacy_accepted);
create policy "customers subscribe with privacy consent" on public.newsletter_subscribers
  for insert to authenticated
  with check (privacy_accepted);
create policy "admins read subscribers" on public.newsletter_subscribers
  for select to authenticated
  using ((select private.is_admin()));
create policy "admins remove subscribers" on public.newsletter_subscribers
  for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  name text not null check (char_length(name) between 2 and 120),
  email text not null check (private.is_valid_email(email)),
  phone text check (phone is null or private.is_valid_phone(phone)),
  subject text not null default '' check (char_length(subject) <= 200),
  message text not null check (char_length(message) between 5 and 5000),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
comment on table public.contact_messages is
  'Messages from the contact form. Anyone may send one (user_id is filled for signed-in senders); only admins read them and mark them handled (handled_at).';
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index contact_messages_user_id_idx on public.contact_messages (user_id);

create function private.normalize_contact_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := private.clean_text(new.name);
  new.email := lower(private.clean_text(new.email));
  new.phone := private.clean_text(new.phone);
  new.subject := coalesce(private.clean_text(new.subject), '');
  new.message := private.clean_text(new.message);
  return new;
end;
$$;
revoke all on function private.normalize_contact_message() from public, anon, authenticated;

create trigger contact_messages_normalize before insert on public.contact_messages
  for each row execute function private.normalize_contact_message();

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
-- user_id comes from the default (auth.uid()), never from the request.
grant insert (name, email, phone, subject, message) on table public.contact_messages to anon, authenticated;
grant select, delete on table public.contact_messages to authenticated;
grant update (handled_at) on table public.contact_messages to authenticated;

create policy "visitors send messages" on public.contact_messages
  for insert to anon
  with check (user_id is null);
create policy "customers send messages as themselves" on public.contact_messages
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "admins read messages" on public.contact_messages
  for select to authenticated
  using ((select private.is_admin()));
create policy "admins mark messages handled" on public.contact_messages
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "admins delete messages" on public.contact_messages
  for delete to authenticated
  using ((select private.is_admin()));
