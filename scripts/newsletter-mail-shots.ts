/**
 * Renders a newsletter issue (three demo articles, read from the local Delivery API) and the
 * welcome mail with headless Chromium: the HTML part on a light and on a dark mail-client
 * background, and the plain-text part, as PNGs in the folder given (default ./shots). The local
 * cloud stays up while rendering, so hero images come through its Images API at mail size.
 * Usage: tsx scripts/newsletter-mail-shots.ts [folder]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';
import { deliveryApiSource } from '../functions/core/issue-articles.ts';
import { issueMail } from '../functions/core/issue-mail.ts';
import { welcomeLinks, welcomeMail } from '../functions/core/welcome-mail.ts';
import { htmlOf, plainTextOf } from '../functions/test-support/deps.ts';

const DEMO_EXPORT = fileURLToPath(new URL('../demo-content/export.json', import.meta.url));
const SITE = 'http://127.0.0.1:4173';
const FUNCTIONS = 'http://127.0.0.1:4174/functions/v1';
const BACKGROUNDS = { light: '#ffffff', dark: '#1f1f1f' } as const;

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? 'shots');
  await mkdir(out, { recursive: true });
  const cloud = await startCdaCloud(DEMO_EXPORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const source = deliveryApiSource(
      () => ({
        space: cloud.spaceId,
        accessToken: cloud.accessToken,
        environment: 'master',
        host: new URL(cloud.url).host,
        insecure: true,
      }),
      SITE,
    );
    const articles = (await source.publishedSince(new Date(0))).filter((a) => a.image).slice(-3);
    const to = 'reader@example.com';
    const contactId = '0123456789abcdef0123456789abcdef';
    const issue = issueMail({
      from: '"Galactic Quandaries" <newsletter@example.org>',
      to,
      contactId,
      siteUrl: SITE,
      functionsUrl: FUNCTIONS,
      articles,
    });
    const welcome = welcomeMail({
      from: '"Galactic Quandaries" <newsletter@example.org>',
      to,
      siteUrl: SITE,
      links: welcomeLinks(SITE, FUNCTIONS, to, contactId),
    });
    const page = await browser.newPage({ viewport: { width: 760, height: 900 } });
    const shoot = async (name: string, html: string, background: string) => {
      await page.setContent(html, { waitUntil: 'networkidle' });
      await page.addStyleTag({ content: `html { background: ${background}; }` });
      await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
    };
    for (const [mode, background] of Object.entries(BACKGROUNDS)) {
      await shoot(`issue-${mode}`, htmlOf(issue.raw), background);
      await shoot(`welcome-${mode}`, htmlOf(welcome.raw), background);
    }
    for (const [name, raw] of [
      ['issue', issue.raw],
      ['welcome', welcome.raw],
    ] as const) {
      const text = plainTextOf(raw);
      await writeFile(join(out, `${name}.txt`), text);
      await writeFile(join(out, `${name}.eml`), raw);
      const escaped = text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
      await shoot(
        `${name}-text`,
        `<pre style="font: 14px/1.45 monospace; white-space: pre-wrap; margin: 16px">${escaped}</pre>`,
        '#ffffff',
      );
    }
    console.log(`Mail screenshots in ${out}: ${articles.length} articles in the issue.`);
  } finally {
    await browser.close();
    await cloud.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
