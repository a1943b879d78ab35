/**
 * Newsletter round trip in Chromium against a production build and the local cloud with its real
 * functions (PGlite + .eml outbox in a temp data folder): subscribe from the home form, read the
 * welcome mail from the outbox, confirm and unsubscribe through its links; a forged link fails with 'Try Again';
 * the RFC 8058 one-click POST unsubscribes.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './csp-watch.ts';
import { E2E_CREDENTIALS, SITE_URL, startStack, type Stack } from './harness.ts';

test.describe.configure({ mode: 'serial' });

let stack: Stack;
const outbox = () => join(stack.dataDir, 'outbox');

/** Decoded text part and headers of the newest welcome mail to `to`, waiting for it to arrive. */
async function welcomeMailTo(
  to: string,
  count = 1,
): Promise<{ text: string; listUnsubscribe: string }> {
  let files: string[] = [];
  await expect
    .poll(() => {
      if (!existsSync(outbox())) return 0;
      files = readdirSync(outbox(), { withFileTypes: true })
        .filter((f) => f.name.endsWith('.eml'))
        .map((f) => readFileSync(join(outbox(), f.name), 'utf8'))
        .filter((raw) => raw.includes(`\r\nTo: ${to}\r\n`));
      return files.length;
    })
    .toBe(count);
  const raw = files.sort().at(-1)!;
  const base64 = /Content-Type: text\/plain[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
    raw,
  )![1]!;
  return {
    text: Buffer.from(base64.replace(/\r\n/g, ''), 'base64').toString('utf8'),
    listUnsubscribe: /\r\nList-Unsubscribe: <([^>]+)>/.exec(raw)![1]!,
  };
}

/** Subscribes through the functions host the way the site's client does (anon key). */
async function subscribeByApi(email: string): Promise<void> {
  const response = await fetch(`${stack.cloudUrl}/functions/v1/subscribe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${E2E_CREDENTIALS.anonKey}`,
    },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

test.beforeAll(async () => {
  stack = await startStack({ database: true });
});

test.afterAll(async () => {
  await stack?.stop();
});

test('subscribe from the home form, then unsubscribe through the welcome mail link', async ({
  page,
}) => {
  await page.goto(`${SITE_URL}/`);
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill('  Round.Trip@Example.com ');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully subscribed!')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('');

  const mail = await welcomeMailTo('round.trip@example.com');
  const link = /unsubscribe here: (\S+)/.exec(mail.text)![1]!;
  expect(link.startsWith(`${SITE_URL}/unsubscribe?email=round.trip%40example.com&contactId=`)).toBe(
    true,
  );
  await page.goto(link);
  await expect(page.getByText('round.trip@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You've Been Unsubscribed" })).toBeVisible();
});

test("the welcome mail's confirmation link opens a page that confirms the subscription", async ({
  page,
}) => {
  await subscribeByApi('confirm.me@example.com');
  const { text } = await welcomeMailTo('confirm.me@example.com');
  const link = /^(http\S+\/confirm\?\S+)$/m.exec(text)![1]!;
  expect(link.startsWith(`${SITE_URL}/confirm?email=confirm.me%40example.com&contactId=`)).toBe(
    true,
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Subscription Confirmed' })).toBeVisible();
  await expect(page.getByText('confirm.me@example.com')).toBeVisible();
  // A forged id on the same page ends in the failure view with the server's message.
  await page.goto(`${SITE_URL}/confirm?email=confirm.me%40example.com&contactId=${'0'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Confirmation Failed' })).toBeVisible();
  await expect(
    page.getByText('This confirmation link is not valid', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('a forged link (right address, wrong contactId) ends in the error view with Try Again', async ({
  page,
}) => {
  await subscribeByApi('forged@example.com');
  const genuine = new URL(
    /unsubscribe here: (\S+)/.exec((await welcomeMailTo('forged@example.com')).text)![1]!,
  );
  const forgedId = genuine.searchParams
    .get('contactId')!
    .replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
  await page.goto(`${SITE_URL}/unsubscribe?email=forged%40example.com&contactId=${forgedId}`);
  await page.getByRole('button', { name: 'Confirm Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribe Failed' })).toBeVisible();
  await expect(
    page.getByText('This unsubscribe link is not valid.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // The genuine subscription survived: subscribing again sends no second welcome.
  await subscribeByApi('forged@example.com');
  await welcomeMailTo('forged@example.com', 1);
});

test('the one-click POST from List-Unsubscribe unsubscribes without the anon key', async () => {
  await subscribeByApi('oneclick@example.com');
  const { listUnsubscribe } = await welcomeMailTo('oneclick@example.com');
  expect(listUnsubscribe.startsWith(`${stack.cloudUrl}/functions/v1/`)).toBe(true);
  const response = await fetch(listUnsubscribe, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(200);
  // Only an unsubscribed address gets a fresh welcome when it subscribes again.
  await subscribeByApi('oneclick@example.com');
  await welcomeMailTo('oneclick@example.com', 2);
});
