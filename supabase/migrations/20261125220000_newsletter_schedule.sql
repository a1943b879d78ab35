-- The newsletter's scheduled run on Supabase: every five minutes pg_cron calls the `drain` function,
-- which forgets addresses unconfirmed for a week, sends due welcomes, plans the digest (or any article
-- whose publish webhook was lost) and sends issue rows, at NEWSLETTER_RATE per second.
--
-- The tables themselves (subscribers, mail_queue, newsletter_issues, newsletter_issue_articles,
-- newsletter_deliveries, newsletter_state) are created by the functions' own migrations
-- (functions/core/migrations.ts) on their first call, under an advisory lock, exactly as on PGlite,
-- so the schema has one source.
--
-- Before `supabase db push`, store the two values this job reads in Vault:
--   select vault.create_secret('https://<ref>.supabase.co/functions/v1', 'newsletter_functions_url');
--   select vault.create_secret('<service role key>', 'newsletter_service_role_key');

create extension if not exists pg_cron;
create extension if not exists pg_net;

select cron.schedule(
  'newsletter-drain',
  '*/5 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets
             where name = 'newsletter_functions_url') || '/drain',
    headers := jsonb_build_object(
      'Authorization',
      'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                     where name = 'newsletter_service_role_key')
    )
  );
  $$
);
