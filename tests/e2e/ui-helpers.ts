/**
 * Shared bits of the UI specs (routes, states, a11y, interactions): what the local cloud actually
 * serves, read through its CDA so expectations follow the demo content instead of copies of it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_EXPORT, E2E_CREDENTIALS, PORT_BASE } from './harness.ts';

export const KIND_KEYS = ['discussions', 'news', 'recommendations', 'reviews', 'fiction'] as const;
export type Kind = (typeof KIND_KEYS)[number];

export interface Served {
  title: string;
  slug: string;
  publishDate: string | null;
}

/** Entries of a content type as the CDA returns them, newest first (the site's own order). */
export async function served(cloudUrl: string, contentType: string): Promise<Served[]> {
  const url = new URL(`/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries`, cloudUrl);
  url.searchParams.set('content_type', contentType);
  url.searchParams.set('order', '-fields.publishDate');
  url.searchParams.set('limit', '100');
  url.searchParams.set('access_token', E2E_CREDENTIALS.accessToken);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`CDA ${response.status} for ${contentType}`);
  const body = (await response.json()) as { items: { fields: Record<string, unknown> }[] };
  return body.items.map(({ fields }) => ({
    title: String(fields.title ?? fields.headline ?? 'Untitled'),
    slug: String(fields.urlSlug ?? fields.slug ?? ''),
    publishDate: typeof fields.publishDate === 'string' ? fields.publishDate : null,
  }));
}

/** The demo export with its content model but no entries or assets: the "empty" state. */
export function writeEmptyExport(): string {
  const demo = JSON.parse(readFileSync(DEMO_EXPORT, 'utf8')) as Record<string, unknown>;
  const dir = mkdtempSync(join(tmpdir(), `ui-empty-${PORT_BASE}-`));
  const path = join(dir, 'export.json');
  writeFileSync(path, JSON.stringify({ ...demo, entries: [], assets: [] }));
  return path;
}

/**
 * For specs about what a page shows (`test.use(WITHOUT_SERVICE_WORKER)`): their pages run without the
 * service worker, whose install in each fresh context would refetch the whole precache and take over
 * the test's later requests at a moment of its own. The worker's behaviour has the specs that keep it;
 * docs/testing.md says which.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/** Waits for the route's lazy chunk and data: the page's h1 is rendered. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
}

/**
 * Sums the page's layout shifts not caused by input, from its next load on; read with `layoutShift`.
 * Each shift's moved elements are kept too (`shiftReport`), so a failed check says what moved.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __cls: number;
      __shifts: string[];
    };
    w.__cls = 0;
    w.__shifts = [];
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
    const box = (r: Rect) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const id = node.id ? `#${node.id}` : '';
      const cls =
        typeof node.className === 'string' && node.className
          ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : '';
      return `${node.tagName.toLowerCase()}${id}${cls}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: Source[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        const moved = (e.sources ?? []).map(
          (s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        );
        w.__shifts.push(
          `${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ${moved.join('; ') || 'no source named'}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift `watchLayoutShifts` has seen on the page's current document. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** What moved in each shift `watchLayoutShifts` saw, for a failed check's message. */
export const shiftReport = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      `layout shifts: ${(window as unknown as { __shifts?: string[] }).__shifts?.join(' | ') || 'none'}`,
  );
