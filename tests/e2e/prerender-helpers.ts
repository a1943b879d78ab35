/**
 * The prerendered specs' stack: a prerendered build against the local cloud, made once per run and
 * export (the shared e2e build stays a plain SPA, because other specs serve it other exports and
 * faults), and what the CDA says is published, read from the service rather than copied from the export.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { buildSite } from '../../build/build-site.ts';
import { startLocalCloud } from '../../local-cloud/local-cloud.ts';
import { startSiteServer } from '../../local-cloud/site-server.ts';
import {
  CLOUD_PORT,
  DEMO_EXPORT,
  DIST_DIR,
  E2E_CREDENTIALS,
  E2E_SITE_ENV,
  REPO,
  SITE_PORT,
  SITE_URL,
} from './harness.ts';

export const PRERENDER_DIST = `${DIST_DIR}-prerendered`;

/**
 * Builds already made in this run (Playwright runs every spec in one worker process), by folder and
 * export. Specs only read a prerendered build, so the demo site built for the first spec serves the
 * others; a spec that changes its build's files (the incremental one) builds into a folder of its own.
 */
const built = new Map<string, Promise<void>>();

function buildOnce(dist: string, exportPath: string): Promise<void> {
  const key = `${dist}\0${exportPath}`;
  if (!built.has(key)) {
    const build = buildSite(REPO, dist, E2E_SITE_ENV, { prerender: true });
    // A failed build is not remembered: the next spec tries again and reports its own failure.
    build.catch(() => built.delete(key));
    built.set(key, build);
  }
  return built.get(key)!;
}

export interface PrerenderStack {
  siteUrl: string;
  cloudUrl: string;
  stop(): Promise<void>;
}

/** The demo content by default; another export is built into its own folder (`dist`). */
export async function startPrerenderedStack(
  opts: { exportPath?: string; dist?: string } = {},
): Promise<PrerenderStack> {
  const dist = opts.dist ?? PRERENDER_DIST;
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-prerender-`));
  const cloud = await startLocalCloud({
    port: CLOUD_PORT,
    exportPath: opts.exportPath ?? DEMO_EXPORT,
    dataDir,
    siteUrl: SITE_URL,
    ...E2E_CREDENTIALS,
  });
  try {
    // Client and server bundles built together from the same sources: a client build from another
    // moment (the shared one) could differ from the pages and fail hydration for the wrong reason.
    await buildOnce(dist, opts.exportPath ?? DEMO_EXPORT);
    const site = await startSiteServer({ port: SITE_PORT, distDir: dist });
    return {
      siteUrl: site.url,
      cloudUrl: cloud.url,
      stop: async () => {
        await Promise.allSettled([site.close(), cloud.close()]);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await cloud.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface Published {
  contentType: string;
  title: string;
  slug: string;
  /** A sentence of the body, to find on the page and in the feeds. */
  bodyText: string;
  /** The featured image's file name, when the entry has one. */
  imageFile: string | null;
  strings: string[];
}

type Node = { nodeType?: string; value?: string; content?: Node[] };
type Link = { sys?: { type?: string; linkType?: string; id?: string } };

function paragraphs(node: Node): string[] {
  // Only paragraphs of plain text runs: their text is contiguous on the page and in the feed.
  if (node.nodeType === 'paragraph') {
    const runs = node.content ?? [];
    return runs.every((c) => c.nodeType === 'text')
      ? [runs.map((c) => c.value ?? '').join('')]
      : [];
  }
  return (node.content ?? []).flatMap(paragraphs);
}

/** Every published entry of a content type, with what the page must show. */
export async function published(cloudUrl: string, contentType: string): Promise<Published[]> {
  const url = new URL(`/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries`, cloudUrl);
  url.searchParams.set('content_type', contentType);
  url.searchParams.set('limit', '1000');
  url.searchParams.set('include', '1');
  url.searchParams.set('access_token', E2E_CREDENTIALS.accessToken);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`CDA ${response.status} for ${contentType}`);
  const body = (await response.json()) as {
    items: { fields: Record<string, unknown> }[];
    includes?: { Asset?: { sys: { id: string }; fields: { file?: { url?: string } } }[] };
  };
  const assets = new Map((body.includes?.Asset ?? []).map((a) => [a.sys.id, a]));
  return body.items.map(({ fields }) => {
    const values = Object.values(fields);
    const doc = values.find((v) => (v as Node)?.nodeType === 'document') as Node | undefined;
    const link = values.find((v) => (v as Link)?.sys?.linkType === 'Asset') as Link | undefined;
    const file = link?.sys?.id ? assets.get(link.sys.id)?.fields.file?.url : undefined;
    return {
      contentType,
      title: String(fields.title ?? fields.headline ?? 'Untitled'),
      slug: String(fields.urlSlug ?? fields.slug ?? ''),
      bodyText: (doc ? paragraphs(doc) : []).find((p) => p.length >= 30) ?? '',
      imageFile: file ? (file.split('/').pop() ?? null) : null,
      strings: values.filter((v): v is string => typeof v === 'string'),
    };
  });
}

/** Parses XML with the browser's own parser; throws on any well-formedness error. */
export async function parseXml(
  page: Page,
  xml: string,
  query: string,
  attribute?: string,
): Promise<string[]> {
  return page.evaluate(
    ({ xml, query, attribute }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) throw new Error(`not well-formed: ${error.textContent}`);
      return [...doc.querySelectorAll(query)].map((el) =>
        attribute ? (el.getAttribute(attribute) ?? '') : (el.textContent ?? ''),
      );
    },
    { xml, query, attribute },
  );
}

/** Every card of a page as the server sent it, remembered before any script runs. */
export async function rememberServerCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverCards: Element[] }).serverCards = [
          ...document.querySelectorAll('main article.article-card'),
        ];
    });
  });
}

/** For each server card: still in the page, and whether React has hydrated it yet. */
export const serverCards = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { serverCards: Element[] }).serverCards.map((card) => ({
      kept: card.isConnected,
      hydrated: Object.keys(card).some((key) => key.startsWith('__reactFiber')),
    })),
  );

/**
 * A page of cards opened on a phone-sized screen, its server cards remembered and its console errors
 * collected, once the network is quiet.
 */
export async function openCardsOnPhone(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await rememberServerCards(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return { context, page, errors };
}

/** A tap on the card's first link opens its article in the same document, titled as the card. */
export async function expectTapRoutesInPlace(page: Page, card: Locator): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const title = (await card.locator('h2, h3').first().textContent())?.trim() ?? '';
  await card.locator('a').first().click();
  await expect(page.locator('main h1')).toHaveText(title);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
}
