-- Every e-mail the local stack "sends" (confirmation, recovery, order mails) lands here instead
-- of an SMTP server; /_local/outbox shows them to a person and to tests.
create table if not exists local_stack.mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  kind text not null,
  created_at timestamptz not null default now()
);
create index if not exists mail_outbox_to_idx on local_stack.mail_outbox (lower(to_address), id desc);
