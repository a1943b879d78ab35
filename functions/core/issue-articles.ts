/**
 * What the Delivery API says was published: the newsletter never trusts a webhook's body for
 * what to send, it asks here. An entry's `sys.createdAt` on the Delivery API is the time it was
 * first published, so "published since" is a `sys.createdAt[gt]` query; an entry unpublished
 * meanwhile is simply not in the answer. Web-standard code (the contentful SDK) only.
 */
import { KIND_ORDER, KINDS, entryHref } from '../../src/content/kinds.ts';
import { normaliseSummary } from '../../src/content/normalise.ts';
import { createContentClient, type ContentClient } from '../../src/lib/contentful.ts';

/** One article as an issue shows it; stored with the issue, so a resend shows the same. */
export interface IssueArticle {
  id: string;
  title: string;
  excerpt: string;
  /** Absolute URL of the article's page. */
  url: string;
  /** The hero image's URL without Images API parameters, or null. */
  image: string | null;
  imageAlt: string;
  /** ISO time of first publication (the Delivery API's sys.createdAt). */
  publishedAt: string;
}

export interface ArticleSource {
  /** Articles of every kind first published after `since`, oldest first. */
  publishedSince(since: Date): Promise<IssueArticle[]>;
  /** Which of these entry ids the Delivery API still serves (unpublished ones are absent). */
  stillPublished(ids: readonly string[]): Promise<Set<string>>;
}

export interface DeliveryApiSettings {
  space: string;
  accessToken: string;
  environment: string;
  /** `cdn.contentful.com`, or `host:port` of the local cloud. */
  host: string;
  insecure: boolean;
}

const PAGE = 100;

/** `settings` is read on the first call: the local cloud learns its port only once it listens. */
export function deliveryApiSource(
  settings: () => DeliveryApiSettings,
  siteUrl: string,
): ArticleSource {
  let client: Promise<ContentClient> | undefined;
  const site = siteUrl.replace(/\/+$/, '');
  const clientOf = () => {
    client ??= createContentClient(settings(), 'job');
    client.catch(() => (client = undefined));
    return client;
  };
  return {
    async stillPublished(ids) {
      const api = await clientOf();
      const found = new Set<string>();
      for (let at = 0; at < ids.length; at += PAGE) {
        const page = await api.getEntries({
          'sys.id[in]': ids.slice(at, at + PAGE),
          select: ['sys.id'],
          limit: PAGE,
        } as Parameters<ContentClient['getEntries']>[0]);
        for (const item of page.items) found.add(item.sys.id);
      }
      return found;
    },
    async publishedSince(since) {
      const api = await clientOf();
      const perKind = await Promise.all(
        KIND_ORDER.map(async (kind) => {
          const found: IssueArticle[] = [];
          for (let skip = 0; ; skip += PAGE) {
            const page = await api.getEntries({
              content_type: KINDS[kind].contentType,
              'sys.createdAt[gt]': since.toISOString(),
              order: ['sys.createdAt', 'sys.id'],
              limit: PAGE,
              skip,
              include: 1,
            } as Parameters<ContentClient['getEntries']>[0]);
            for (const item of page.items) {
              const summary = normaliseSummary(item);
              const href = entryHref(summary.contentType, summary.slug);
              if (!summary.id || !summary.slug || !href) continue;
              found.push({
                id: summary.id,
                title: summary.title,
                excerpt: summary.excerpt,
                url: `${site}${href}`,
                image: summary.image?.url ?? null,
                imageAlt: summary.image?.description || summary.image?.title || '',
                publishedAt: String(item.sys.createdAt),
              });
            }
            if (page.items.length < PAGE) break;
          }
          return found;
        }),
      );
      return perKind
        .flat()
        .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id));
    },
  };
}
