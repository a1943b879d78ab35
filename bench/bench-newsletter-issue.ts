/**
 * The send of one issue to 10,000 confirmed subscribers through a local SMTP sink (smtp-server on
 * 127.0.0.1, pooled nodemailer connections), planned from the real local Delivery API. Prints the
 * plan and send time, mails per second and the process's peak RSS and heap during the send, and
 * checks that the sink received exactly one mail per subscriber.
 * DATABASE_URL=postgres://… runs it against PostgreSQL (its bench rows are removed afterwards).
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';
import { tempExport } from '../tests/support/temp-export.ts';
import { articleEntry } from '../functions/test-support/issue-export.ts';
import { DEFAULT_LIMITS, type NewsletterDeps } from '../functions/core/deps.ts';
import { deliveryApiSource } from '../functions/core/issue-articles.ts';
import { drainIssues, planIssues } from '../functions/core/issues.ts';
import { migrate } from '../functions/core/migrations.ts';
import { smtpMailer } from '../functions/node/mailers.ts';
import { openPgDb } from '../functions/node/pg-db.ts';
import { openPgliteDb } from '../functions/node/pglite-db.ts';

const SUBSCRIBERS = 10_000;
const SITE = 'http://127.0.0.1:4631';
const DEMO_EXPORT = fileURLToPath(new URL('../demo-content/export.json', import.meta.url));

export async function issueSendBench(databaseUrl: string | undefined): Promise<boolean> {
  const received = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          received.set(rcpt.address, (received.get(rcpt.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const exp = tempExport(DEMO_EXPORT, (data) => {
    data.entries.push(
      articleEntry(data.entries, {
        id: 'benchissue',
        slug: 'bench-issue',
        at: new Date(Date.now() - 60_000),
      }),
    );
  });
  const cloud = await startCdaCloud(exp.path);
  const db = databaseUrl ? openPgDb(databaseUrl) : await openPgliteDb();
  const run = Date.now().toString(36);
  try {
    await migrate(db);
    await db.query("UPDATE newsletter_state SET since = now() - interval '1 hour'");
    await db.query("DELETE FROM newsletter_issue_articles WHERE entry_id = 'benchissue'");
    await db.query(
      `INSERT INTO subscribers (email, contact_id, confirmed_at, welcome_sent_at)
       SELECT 'issue' || i || '-' || $1 || '@bench.example.com', md5($1 || i::text), now(), now()
         FROM generate_series(1, $2::int) AS i`,
      [run, SUBSCRIBERS],
    );
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtpPort}?pool=true&maxConnections=5`);
    const deps: NewsletterDeps = {
      db,
      mailer,
      siteUrl: SITE,
      functionsUrl: `${SITE}/functions/v1`,
      mailFrom: '"Galactic Quandaries" <newsletter@bench.example.com>',
      limits: DEFAULT_LIMITS,
      queue: { batch: 50 },
      newsletter: { send: 'each', ratePerSecond: 10_000 },
      articles: deliveryApiSource(
        () => ({
          space: cloud.spaceId,
          accessToken: cloud.accessToken,
          environment: 'master',
          host: new URL(cloud.url).host,
          insecure: true,
        }),
        SITE,
      ),
      report: () => undefined,
    };
    let peakRss = 0;
    let peakHeap = 0;
    const sample = () => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    };
    const sampler = setInterval(sample, 25);
    const started = performance.now();
    const planned = await planIssues(deps);
    const planSeconds = (performance.now() - started) / 1000;
    const result = await drainIssues(deps);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();
    await mailer.close?.();
    const ours = [...received].filter(([address]) => address.includes(`-${run}@`));
    const doubled = ours.filter(([, n]) => n !== 1).length;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log('');
    console.log(`issue send          ${SUBSCRIBERS} confirmed subscribers, SMTP sink on 127.0.0.1`);
    console.log(`issues planned      ${planned.length} in ${planSeconds.toFixed(2)} s`);
    console.log(
      `sent / failed       ${result.sent} / ${result.failed} in ${seconds.toFixed(2)} s (${(result.sent / seconds).toFixed(0)} mails/s)`,
    );
    console.log(`sink received       ${ours.length} addresses, ${doubled} not exactly once`);
    console.log(
      `peak memory         RSS ${mb(peakRss)} MB, heap ${mb(peakHeap)} MB during the send`,
    );
    const ok =
      planned.length === 1 &&
      result.sent === SUBSCRIBERS &&
      ours.length === SUBSCRIBERS &&
      doubled === 0;
    console.log(ok ? 'OK: one issue per subscriber' : 'FAIL');
    return ok;
  } finally {
    if (databaseUrl) {
      await db.query("DELETE FROM newsletter_issue_articles WHERE entry_id = 'benchissue'");
      await db.query('DELETE FROM subscribers WHERE email LIKE $1', [`%-${run}@bench.example.com`]);
    }
    await db.close();
    await cloud.close();
    exp.remove();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  issueSendBench(process.env.DATABASE_URL || undefined).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
