/**
 * Offline newsletter signup (the outbox, wired into the offline-reading work): with every server
 * stopped the home form keeps the address and says it will be sent when the visitor is back online;
 * when the servers return and the browser reports 'online', the welcome mail lands in the local
 * cloud's .eml outbox exactly once.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDevice } from './device.ts';
import { expectAppVisible, waitForControl } from './pwa-helpers.ts';

test.use({ trace: 'off' });

const device = openDevice('outbox', (dir) => ({ dataDir: join(dir, 'data'), database: true }));
const dataDir = () => join(device.dir, 'data');

const mailsTo = (to: string): number => {
  const outbox = join(dataDir(), 'outbox');
  if (!existsSync(outbox)) return 0;
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) => readFileSync(join(outbox, name), 'utf8').includes(`\r\nTo: ${to}\r\n`))
    .length;
};

test('a signup made with the servers down is sent once when they are back', async () => {
  const email = 'commuter@example.com';
  const page = await device.context.newPage();
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);

  // The browser still believes it is online: the send itself fails, which must count as offline.
  await device.stack!.stop();
  device.stack = undefined;
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("We'll subscribe you when you're back online.")).toBeVisible();
  await expect(page.getByText('Subscription failed')).toHaveCount(0);
  await expect(form.getByLabel('Email address')).toHaveValue('');

  await device.context.setOffline(true);
  await device.restart({ dataDir: dataDir(), database: true });
  expect(mailsTo(email)).toBe(0);
  await device.context.setOffline(false);
  await expect.poll(() => mailsTo(email), { timeout: 20_000 }).toBe(1);
  // Another reconnect finds an empty queue: still exactly one mail.
  await device.context.setOffline(true);
  await device.context.setOffline(false);
  await page.waitForTimeout(2000);
  expect(mailsTo(email)).toBe(1);
});
