/**
 * The demo export served by the real local Delivery API, with articles added or removed between
 * steps, for the newsletter's issue tests: what the `publish` function asks about is real.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startCdaCloud } from '../../tests/support/cda-cloud.ts';
import { linkDemoAssets, tempExport, type ExportJson } from '../../tests/support/temp-export.ts';
import type { Faults, LocalCloud } from '../../local-cloud/local-cloud.ts';
import { deliveryApiSource, type ArticleSource } from '../core/issue-articles.ts';
import { SITE_URL } from './deps.ts';

const DEMO_EXPORT = fileURLToPath(new URL('../../demo-content/export.json', import.meta.url));

export interface NewArticle {
  /** Part of the id, slug and title. */
  name: string;
  /** First publication (the Delivery API's sys.createdAt). */
  at: Date;
  type?: string;
}

export interface IssueExport {
  source: ArticleSource;
  /** The Delivery API's injected faults, read on every request (e.g. `rateLimitRate: 1`). */
  faults: Faults;
  /** Serves the demo content plus exactly these articles (earlier additions not listed are gone). */
  publish(articles: NewArticle[]): void;
  close(): Promise<void>;
}

export interface ArticleEntryOptions {
  id: string;
  slug: string;
  /** The copied entry's own title when absent. */
  title?: string;
  /** First publication (the Delivery API's sys.createdAt). */
  at: Date;
  /** The content type whose first demo entry is copied; `news` by default. */
  type?: string;
}

/** An export entry for an article first published at `at`: a demo entry of `type` under a new id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is data
export function articleEntry(entries: any[], options: ArticleEntryOptions): unknown {
  const { id, slug, title, at, type = 'news' } = options;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is data
  const source = entries.find((e: any) => e.sys.contentType?.sys.id === type);
  const iso = at.toISOString();
  return {
    ...source,
    sys: {
      ...source.sys,
      id,
      createdAt: iso,
      updatedAt: iso,
      firstPublishedAt: iso,
      publishedAt: iso,
    },
    fields: {
      ...source.fields,
      ...(title && { title: { 'en-US': title } }),
      urlSlug: { 'en-US': slug },
      slug: { 'en-US': slug },
    },
  };
}

export async function startIssueExport(): Promise<IssueExport> {
  const exp = tempExport(DEMO_EXPORT);
  linkDemoAssets(exp.dir);
  const demo = JSON.parse(readFileSync(exp.path, 'utf8')) as ExportJson;
  let cloud: LocalCloud | undefined;
  const faults: Faults = {};
  try {
    cloud = await startCdaCloud(exp.path, faults);
  } catch (error) {
    exp.remove();
    throw error;
  }
  const host = new URL(cloud.url).host;
  const started = cloud;
  return {
    faults,
    source: deliveryApiSource(
      () => ({
        space: started.spaceId,
        accessToken: started.accessToken,
        environment: 'master',
        host,
        insecure: true,
      }),
      SITE_URL,
    ),
    publish(articles) {
      const entries = articles.map(({ name, at, type }) =>
        articleEntry(demo.entries, {
          id: `issue${name.replace(/[^A-Za-z0-9]/g, '')}`,
          slug: `new-article-${name}`,
          title: `New article ${name}`,
          at,
          type,
        }),
      );
      exp.write({ ...demo, entries: [...demo.entries, ...entries] });
    },
    async close() {
      await started.close();
      exp.remove();
    },
  };
}
