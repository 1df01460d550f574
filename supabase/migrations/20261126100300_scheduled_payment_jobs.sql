-- The scheduled work of the payment lifecycle (issue 21), with what hosted Supabase offers:
-- pg_cron runs jobs inside the database, pg_net lets a job call an edge function, Vault keeps
-- the address and key that call needs. The local stack has stand-ins for the three
-- (supabase/local/bootstrap/06-scheduled-jobs.sql) and runs the same jobs on its own clock.
--
--   release-expired-payment-holds  every minute: public.release_expired_payment_holds() gives
--     back the stock of card orders not paid in time. Correctness does not depend on it:
--     place_order runs the same release first. The job makes the catalogue show the packs
--     again and the order read "annullato" within a minute.
--   order-follow-up                every minute: POST /functions/v1/order-follow-up, which
--     refunds cancelled paid card orders through Stripe and sends the queued order e-mails
--     (cancelled, shipped, refunded). The app also calls the function right after the actions
--     that owe an e-mail; the job is what catches the ones nobody's browser triggers (a
--     payment that expired). It needs two Vault secrets, added once per project (README):
--     project_url (https://<ref>.supabase.co) and order_follow_up_key (the service role key);
--     until they exist the job does nothing.
-- Where pg_cron cannot be created (a plain PostgreSQL without it) the migration only notes it.

do $migration$
begin
  if to_regnamespace('cron') is null then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron is not available (%): expired holds are released by place_order only', sqlerrm;
    end;
  end if;
  if to_regnamespace('net') is null then
    begin
      create extension if not exists pg_net with schema extensions;
    exception when others then
      raise notice 'pg_net is not available (%): order e-mails are sent when the app calls order-follow-up', sqlerrm;
    end;
  end if;
  if to_regnamespace('cron') is null then
    return;
  end if;

  perform cron.schedule(
    'release-expired-payment-holds',
    '* * * * *',
    'select public.release_expired_payment_holds()'
  );
  if to_regnamespace('net') is not null and to_regnamespace('vault') is not null then
    perform cron.schedule(
      'order-follow-up',
      '* * * * *',
      $job$
        select net.http_post(
          url := url.decrypted_secret || '/functions/v1/order-follow-up',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || secret_key.decrypted_secret),
          body := '{}'::jsonb
        )
        from vault.decrypted_secrets url, vault.decrypted_secrets secret_key
        where url.name = 'project_url' and secret_key.name = 'order_follow_up_key'
      $job$
    );
  end if;
end;
$migration$;
